import { expect } from 'chai';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inOneLayer } from './oneLayer.js';

const req = {} as Request;
const res = {} as Response;

/** Runs the layer and resolves with what it passed to Express's next. */
const outcome = (layer: RequestHandler) =>
  new Promise<unknown>((resolve) => void layer(req, res, ((err?: unknown) => resolve(err ?? 'went on')) as NextFunction));

describe('Middlewares in one layer', () => {
  it('when each goes on, then they run in order and Express is told to go on once', async () => {
    const ran: string[] = [];
    const step =
      (name: string): RequestHandler =>
      (_req, _res, next) => {
        ran.push(name);
        next();
      };
    expect(await outcome(inOneLayer(step('a'), step('b'), step('c')))).to.equal('went on');
    expect(ran).to.deep.equal(['a', 'b', 'c']);
  });

  it('when one passes an error on, then the later ones do not run and Express gets the error', async () => {
    const refused = new Error('refused');
    let laterRan = false;
    const layer = inOneLayer(
      (_req, _res, next) => next(refused),
      () => {
        laterRan = true;
      },
    );
    expect(await outcome(layer)).to.equal(refused);
    expect(laterRan).to.equal(false);
  });

  it('when one throws after an earlier one went on asynchronously, then Express gets the error rather than the process', async () => {
    const thrown = new Error('thrown');
    const layer = inOneLayer(
      (_req, _res, next) => void setImmediate(next),
      () => {
        throw thrown;
      },
    );
    expect(await outcome(layer)).to.equal(thrown);
  });
});

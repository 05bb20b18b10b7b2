import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express, { type RequestHandler, type Router } from 'express';
import { routesInGroups } from './routeGroups.js';

const says =
  (what: string): RequestHandler =>
  (req, res) =>
    void res.json({ what, params: req.params });

/** Serves the routes grouped, with a 404 after them, for the length of `use`. */
async function serving(register: (router: Router) => void, use: (get: (path: string, method?: string) => Promise<unknown>) => Promise<void>) {
  const app = express();
  app.use(routesInGroups(register));
  app.use((_req, res) => void res.status(404).json({ what: 'none' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await use(async (path, method = 'GET') => (await fetch(base + path, { method })).json());
  } finally {
    server.close();
  }
}

describe('The API routes in groups', () => {
  it('when a path is asked, then the route registered first among those that match answers, as in one router', async () => {
    await serving(
      (router) => {
        router.get('/api/orders/mine', says('mine'));
        router.get('/api/orders/:id', says('one'));
        router.post('/api/orders/:id', says('changed'));
        router.get('/api/admin/orders/:id', says('admin'));
      },
      async (get) => {
        expect(await get('/api/orders/mine')).to.deep.equal({ what: 'mine', params: {} });
        expect(await get('/api/orders/7')).to.deep.equal({ what: 'one', params: { id: '7' } });
        expect(await get('/api/orders/7', 'POST')).to.deep.equal({ what: 'changed', params: { id: '7' } });
        expect(await get('/api/admin/orders/9')).to.deep.equal({ what: 'admin', params: { id: '9' } });
      },
    );
  });

  it('when a path differs only in case, or names no group, then it goes as Express would: matched, or on to what follows', async () => {
    await serving(
      (router) => void router.get('/api/loginRoute', says('login')),
      async (get) => {
        expect(await get('/API/LOGINROUTE')).to.deep.equal({ what: 'login', params: {} });
        expect(await get('/api/loginRoute/')).to.deep.equal({ what: 'login', params: {} });
        expect(await get('/api/nothing')).to.deep.equal({ what: 'none' });
        expect(await get('/api')).to.deep.equal({ what: 'none' });
        expect(await get('/elsewhere')).to.deep.equal({ what: 'none' });
      },
    );
  });

  it('when a route starts with a parameter, then it is refused at start: it would match paths of every group', () => {
    expect(() => routesInGroups((router) => void router.get('/api/:anything', says('x')))).to.throw(/first segment/);
    expect(() => routesInGroups((router) => void router.get('/health', says('x')))).to.throw(/first segment/);
  });
});

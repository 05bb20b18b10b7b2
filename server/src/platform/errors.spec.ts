import { expect } from 'chai';
import { ConnectionAcquireTimeoutError, ConnectionRefusedError, DatabaseError, HostNotReachableError, UniqueConstraintError } from 'sequelize';
import { ErrorCode, Messages } from '@moveday/openapi';
import { isDatabaseUnavailable, toAppError } from './errors.js';

/** What node-postgres throws: an Error with PostgreSQL's SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** What Sequelize throws for a query whose connection failed: a DatabaseError around the driver's error. */
const inQuery = (driverError: Error) => new DatabaseError(Object.assign(driverError, { sql: 'SELECT 1' }) as never);

describe('Which errors mean the database is down', () => {
  const down: Array<[string, unknown]> = [
    ['a refused connection', new ConnectionRefusedError(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433'))],
    ['an unreachable host', new HostNotReachableError(pgError('EHOSTUNREACH', 'connect EHOSTUNREACH 10.0.0.9:5432'))],
    ['a pool that gave up acquiring', new ConnectionAcquireTimeoutError(new Error('Operation timeout'))],
    ['an administrator shutdown in a query (57P01)', inQuery(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a database starting up (57P03)', inQuery(pgError('57P03', 'the database system is starting up'))],
    ['a connection exception (08006)', inQuery(pgError('08006', 'connection failure'))],
    ['too many connections (53300)', inQuery(pgError('53300', 'sorry, too many clients already'))],
    ['a connection that died in a query', inQuery(new Error('Connection terminated unexpectedly'))],
    ['a reset socket', inQuery(pgError('ECONNRESET', 'read ECONNRESET'))],
  ];
  for (const [what, err] of down) {
    it(`when the error is ${what}, then it answers 503 with code 7014 and the catalogue's words only`, () => {
      expect(isDatabaseUnavailable(err)).to.equal(true);
      const answer = toAppError(err);
      expect(answer.status).to.equal(503);
      expect(answer.toBody()).to.deep.equal({ error: true, errorCode: ErrorCode.serviceUnavailable, errorMessage: Messages.serviceUnavailable });
      expect(answer.cause, 'the detail is kept for the log').to.equal(err);
    });
  }

  it('when a token check stamped 401 on a refused connection (as tsoa does), then it still answers 503', () => {
    const err = Object.assign(new ConnectionRefusedError(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433')), { status: 401 });
    expect(toAppError(err).status).to.equal(503);
  });

  const notDown: Array<[string, unknown]> = [
    ['a duplicate key', new UniqueConstraintError({ message: 'duplicate key' })],
    ['a syntax error (42601)', inQuery(pgError('42601', 'syntax error at or near "SELEC"'))],
    ['an integer out of range (22003)', inQuery(pgError('22003', 'integer out of range'))],
    ["a client that hung up while sending its body (body-parser's request.aborted)", Object.assign(new Error('request aborted'), { type: 'request.aborted', code: 'ECONNABORTED', status: 400 })],
    ['a plain programming error', new TypeError('x is undefined')],
  ];
  for (const [what, err] of notDown) {
    it(`when the error is ${what}, then it is not taken for an outage`, () => {
      expect(isDatabaseUnavailable(err)).to.equal(false);
      expect(toAppError(err).status).to.not.equal(503);
    });
  }
});

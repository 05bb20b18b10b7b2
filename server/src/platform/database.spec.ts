import { expect } from 'chai';
import { Sequelize } from 'sequelize';
import { runDatabaseUrl } from '../../test/support/app.js';
import { db, preparedQuery, setSequelize } from './database.js';
import { isDatabaseUnavailable } from './errors.js';

describe('preparedQuery', () => {
  it('when no connection of the pool frees up in time, then it fails as a database outage (503), not as a fault', async () => {
    const running = db();
    // A pool of one that waits 200 ms for a connection, its one connection held meanwhile.
    const tiny = new Sequelize(runDatabaseUrl(), { dialect: 'postgres', logging: false, pool: { max: 1, min: 0, acquire: 200 } });
    const held = await tiny.connectionManager.getConnection({ type: 'write' });
    setSequelize(tiny);
    try {
      const failure = await preparedQuery('SELECT 1').then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(failure, 'the query waited for the held connection and gave up').to.be.instanceOf(Error);
      expect(isDatabaseUnavailable(failure)).to.equal(true);
    } finally {
      setSequelize(running);
      tiny.connectionManager.releaseConnection(held);
      await tiny.close();
    }
  });
});

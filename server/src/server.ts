import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { migrate } from './migrations/index.js';
import { configureAuth, loadJwtSecret } from './platform/auth.js';
import { ConfigError, loadConfig, setConfig, type Config } from './platform/config.js';
import { openDatabase, setSequelize, type Database } from './platform/database.js';
import { logger } from './platform/logger.js';
import { configureMail } from './platform/mail.js';
import { defineOrderModels } from './modules/orders/index.js';
import { definePartnerModels } from './modules/partners/index.js';
import { defineEnquiryModels } from './modules/quotes/index.js';
import { defineEventModels } from './modules/reports/index.js';
import { defineUserModels, ensureAdmin, findPrincipal } from './modules/users/index.js';

export interface RunningServer {
  url: string;
  config: Config;
  /** Stops taking requests, lets those in flight finish, closes the pool and the embedded database. */
  stop(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

async function closeHttp(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
  await closed;
  clearTimeout(timer);
}

export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  setConfig(config);
  logger.level = config.logLevel;

  const database: Database = await openDatabase(config);
  try {
    setSequelize(database.sequelize);
    defineUserModels(database.sequelize);
    defineEnquiryModels(database.sequelize);
    defineOrderModels(database.sequelize);
    definePartnerModels(database.sequelize);
    defineEventModels(database.sequelize);
    await migrate(database.sequelize);
    configureAuth(await loadJwtSecret(config), findPrincipal);
    configureMail(config);
    await ensureAdmin(config);

    const server = createApp().listen(config.port, config.host);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    logger.info({ url, admin: `${url}/admin/`, docs: `${url}/api/docs` }, `MoveDay listening on ${url}`);

    return {
      url,
      config,
      async stop() {
        await closeHttp(server);
        await database.close();
        logger.info('stopped');
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

async function main(): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer();
  } catch (err) {
    if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
    else logger.fatal({ err }, 'could not start');
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();

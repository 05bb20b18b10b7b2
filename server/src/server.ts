import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createApp } from './app.js';
import { migrate } from './migrations/index.js';
import { createAuth, loadJwtSecret, type Auth } from './platform/auth.js';
import { ConfigError, loadConfig, setConfig, type Config } from './platform/config.js';
import { openDatabase, setSequelize, type Database } from './platform/database.js';
import { StartupError } from './platform/embeddedPostgres.js';
import { logger } from './platform/logger.js';
import { closeJobQueue, openJobQueue, startWorkers } from './platform/jobs.js';
import { closeMail, configureMail } from './platform/mail.js';
import { composeModules } from './compose.js';
import { checkApiKey } from './modules/integrations/index.js';
import { defineOrderModels } from './modules/orders/index.js';
import { definePartnerModels } from './modules/partners/index.js';
import { defineEnquiryModels } from './modules/quotes/index.js';
import { defineEventModels } from './modules/reports/index.js';
import { defineUserModels, ensureAdmin, findPrincipal } from './modules/users/index.js';

export interface RunningServer {
  url: string;
  config: Config;
  /** The server's sign-ins: a tool or test in the same process signs a token the server accepts. */
  auth: Auth;
  /** Stops taking requests, lets those in flight finish, closes the pool and the embedded database. */
  stop(): Promise<void>;
}

/** How long requests in flight get to finish once a stop begins; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops a server the way a deploy needs: the port closes at once, idle keep-alive connections
 * close, requests in flight finish (each answered with `Connection: close`, so no client sends
 * another on that connection), then the connections that are left end; at most DRAIN_TIMEOUT_MS.
 */
function drainable(server: Server): { drain(): Promise<void> } {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Ahead of Express, so the header is set before any handler answers.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      // A response whose headers went out before the stop keeps its connection: close it now it is idle.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    async drain() {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      logger.info({ inFlight: inFlight.size }, 'stopped accepting connections; finishing the requests in flight');
      const timer = setTimeout(() => {
        logger.warn({ inFlight: inFlight.size, afterMs: DRAIN_TIMEOUT_MS }, 'requests still in flight: closing their connections');
        server.closeAllConnections();
      }, DRAIN_TIMEOUT_MS);
      await closed;
      clearTimeout(timer);
    },
  };
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
    const auth = createAuth(await loadJwtSecret(config), findPrincipal, checkApiKey);
    const composition = composeModules(config, database.url, auth);
    await migrate(database.sequelize, async () => {
      await openJobQueue(jobQueueOptions(config, database.url), composition.queues);
      await ensureAdmin(config);
    });
    configureMail(config);

    const server = createApp(config, composition.controllers, auth).listen(config.port, config.host);
    const http = drainable(server);
    await once(server, 'listening');
    await startWorkers();
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    logger.info({ url, admin: `${url}/admin/`, docs: `${url}/api/docs` }, `MoveDay listening on ${url}`);

    let stopped: Promise<void> | undefined;
    const stop = async () => {
      await http.drain();
      // The mails in hand finish (or go back to the queue) before the pool closes.
      await closeJobQueue(DRAIN_TIMEOUT_MS);
      closeMail();
      await database.close();
      logger.info('stopped');
    };
    return { url, config, auth, stop: () => (stopped ??= stop()) };
  } catch (err) {
    await closeJobQueue(DRAIN_TIMEOUT_MS);
    await database.close();
    throw err;
  }
}

/** Lost attempts are looked for as often as an SMTP step or a webhook's answer may take, between 1 s and a minute. */
const jobQueueOptions = (config: Config, databaseUrl: string) => ({
  databaseUrl,
  maintenanceSeconds: Math.min(60, Math.max(1, Math.min(config.mailTimeoutSeconds, config.webhookTimeoutSeconds))),
});

const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

async function main(): Promise<void> {
  let running: RunningServer | undefined;
  let stopSignal: string | undefined;
  const stop = () => {
    running!.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  // Taken before the start, so a signal during it is no hard kill: the stop follows the start.
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stopSignal) {
        // A second signal (an impatient Ctrl-C): end now; PostgreSQL still gets a fast shutdown on exit.
        logger.warn({ signal }, 'stopping at once');
        process.exit(1);
      }
      stopSignal = signal;
      logger.info({ signal }, 'shutting down');
      if (running) stop();
    });
  }
  try {
    running = await startServer();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof StartupError) process.stderr.write(`${err.message}\n`);
    else logger.fatal({ err }, 'could not start');
    process.exit(1);
  }
  if (stopSignal) stop();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();

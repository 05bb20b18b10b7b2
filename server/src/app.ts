import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import helmet from 'helmet';
import swaggerUi from 'swagger-ui-express';
import { withCompanyContact } from '@moveday/openapi';
import { RegisterRoutes } from './generated/routes.js';
import { keepAuth, type Auth } from './platform/auth.js';
import { keepControllers, type ControllerMaker } from './platform/controllers.js';
import { getConfig, type Config } from './platform/config.js';
import { apiNotFound, errorHandler } from './platform/errors.js';
import { guidePage } from './platform/guidePage.js';
import { jsonBody } from './platform/jsonBody.js';
import { countRequests, metricsEndpoint } from './platform/metrics.js';
import { inOneLayer } from './platform/oneLayer.js';
import { requestContext } from './platform/requestContext.js';
import { routesInGroups } from './platform/routeGroups.js';
import { logRequests } from './platform/requestLog.js';
import { singlePageApp, withWholeAlternates } from './platform/staticApps.js';
import { refuseUnstorableText } from './platform/storableText.js';

const appDir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const CUSTOMER_SITE_DIR = appDir('../../customer-site/dist');
const ADMIN_CONSOLE_DIR = appDir('../../admin-console/dist');
/** The integrators' guide, read from the repository's docs (the image copies it to the same place). */
const INTEGRATIONS_GUIDE = appDir('../../docs/integrations.md');

function loadSpec(): Record<string, unknown> | undefined {
  try {
    const file = createRequire(import.meta.url).resolve('@moveday/openapi/openapi.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The whole HTTP surface: the API under /api, the console under /admin, the customer site elsewhere. */
export function createApp(config: Config = getConfig(), controllers: readonly ControllerMaker[] = [], auth?: Auth): Express {
  const app = express();
  keepControllers(app.locals, controllers);
  keepAuth(app.locals, auth);
  app.disable('x-powered-by');
  // Off unless configured: otherwise any client could name its own address in X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // MUI's emotion writes <style> tags; scripts stay same-origin only.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  // First, so every later line of the request (its own, services', the error handler's) carries its id.
  app.use(inOneLayer(requestContext, countRequests, logRequests));
  app.use('/api', inOneLayer(...jsonBody(), refuseUnstorableText));

  // The contract's routes first: they are the busy ones, and none shares a path with those below.
  app.use(routesInGroups(RegisterRoutes));

  // A plain route, not in the contract: it answers text for scrapers, with its own token rather than a role.
  if (config.metricsToken) app.get('/api/metrics', metricsEndpoint(config.metricsToken));

  // Before Swagger UI, which answers every path under /api/docs with its own page.
  const guide = guidePage(INTEGRATIONS_GUIDE);
  if (guide) app.get('/api/docs/integrations', guide);
  const spec = loadSpec();
  if (spec) {
    app.get('/api/openapi.json', (_req, res) => void res.json(spec));
    app.use('/api/docs', swaggerUi.serve, swaggerUi.setup(spec, { customSiteTitle: 'MoveDay API' }));
  }
  app.use('/api', apiNotFound);

  app.use('/admin', singlePageApp(ADMIN_CONSOLE_DIR, 'admin console'));
  // The site's pages carry the company's contact details from the settings (openapi/src/company.ts).
  app.use(singlePageApp(CUSTOMER_SITE_DIR, 'customer site', (html) => withWholeAlternates(withCompanyContact(html, config.company), config.publicUrl)));
  app.use(errorHandler);
  return app;
}

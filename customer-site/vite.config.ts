import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressed } from '../vite.shared.ts';
import { prerenderPages } from './vite.prerender.ts';

/** Where `vite build --ssr src/entry-prerender.tsx` (the first half of `npm run build`) writes the prerenderer. */
const PRERENDERER = 'dist-prerender/entry-prerender.js';

/**
 * Modules that only define things, though their packages do not say so: a page takes what it uses
 * of them. The shared catalogue (@moveday/openapi, one module per topic behind one index), not
 * every list, rule and message of the site; and emotion's import of hoist-non-react-statics, for
 * a `withTheme` that nothing uses.
 */
const SIDE_EFFECT_FREE = /[\\/](openapi[\\/]dist|node_modules[\\/]hoist-non-react-statics)[\\/]/;

/**
 * What the site's first load and the partner pages' share besides what the landing page starts
 * with (islandsStart takes those first): the API client, the page frame's components. One chunk:
 * left to itself, rolldown splits them by every set of lazy routes reaching each, some twenty
 * small files, 7 KB more gzipped.
 */
const SHELL_SHARED =
  /customer-site[\\/]src[\\/](lib[\\/](chunk-load|session|analytics|dialogs|api-client|i18n|use-hydrated)|app[\\/](SiteTheme|sitePaths|partner[\\/]crewPages)|components[\\/](ui[\\/](LogoMark|plainLooks)|layouts[\\/]LanguageSwitch))\.tsx?$|node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(Container|Paper|Typography)[\\/]/;
/** An index module of a package or of one of its folders (`@mui/material/InputBase/index.mjs`). */
const PACKAGE_INDEX = /node_modules[\\/].*[\\/]index\.m?js$/;

/** The landing page's entry: a page of islands (src/entry-landing.tsx). */
const ISLANDS_ENTRY = 'src/entry-landing.tsx';

/**
 * What the landing page's islands start with (every module its entry imports, but React DOM):
 * two chunks, which the site's and the partner pages' first loads share. Anything else of the
 * shell (the API client, the page frame's components) goes in the shell's chunk, which the
 * landing page does not load.
 */
function islandsStart(): (id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => string | null {
  let reached: Set<string> | null = null;
  const entry = join(import.meta.dirname, ISLANDS_ENTRY);
  return (id, context) => {
    if (!reached) {
      reached = new Set();
      const next = [entry];
      for (let module = next.pop(); module !== undefined; module = next.pop()) {
        if (reached.has(module)) continue;
        reached.add(module);
        const ours = !module.includes('node_modules');
        // An index module names all of its folder, of which a package's own module uses a little
        // (MUI's theme imports the input's class names, whose index brings the whole input).
        const imported = context.getModuleInfo(module)?.importedIds ?? [];
        next.push(...imported.filter((other) => ours || !PACKAGE_INDEX.test(other)));
      }
    }
    // The shared catalogue is one index over every topic: the page takes what it uses of it, and
    // whatever else the index names would come along if it were grouped here.
    if (!reached.has(id) || id === entry || SIDE_EFFECT_FREE.test(id)) return null;
    // Two chunks, each started in a task of its own (vite.prerender.ts): the libraries, and the site's own modules.
    return id.includes('node_modules') ? 'start' : 'start-site';
  };
}

/** The partner list's small modules its other pages share (paths, job words, a list card's link, history), one chunk with it. */
const PARTNER_COMMON =
  /customer-site[\\/]src[\\/](features[\\/]partner[\\/](components[\\/](jobPaths|jobText|JobStageChip|RowLink)|hooks[\\/]daysOffAhead)|lib[\\/](history|match-path)|components[\\/]ui[\\/]PageHeading)\.tsx?$/;
/** A page at an address below /partner/ is the partner pages' app, in development as the server has it. */
const PARTNER_PAGE = /^\/partner\/[^.]*$/;

/** MUI's theme modules that import the CSS-variables theme beside the plain one, and what they import of it. */
const MUI_THEME_MODULE = /@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const CSS_VARIABLES_THEME = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
const NO_CSS_VARIABLES = '\0moveday:no-css-variables-theme';

/**
 * The site's theme has no CSS variables (no `cssVariables`, no `colorSchemes`), yet MUI's
 * `createTheme` and `ThemeProvider` import the CSS-variables theme and its provider beside the
 * plain ones, and every page carried them (7.5 KB gzipped, docs/performance.md). Here they are a
 * module that says so if ever reached: a theme given CSS variables fails at once, in development too.
 */
function withoutCssVariablesTheme(): Plugin {
  return {
    name: 'moveday:without-css-variables-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && MUI_THEME_MODULE.test(importer) && CSS_VARIABLES_THEME.test(source)) return NO_CSS_VARIABLES;
      return undefined;
    },
    load(id) {
      if (id !== NO_CSS_VARIABLES) return undefined;
      const refuse = "throw new Error('The site theme has no CSS variables: vite.config.ts leaves that part of MUI out');";
      return `export default function createThemeWithVars() { ${refuse} }\nexport function CssVarsProvider() { ${refuse} }\n`;
    },
  };
}

function partnerPagesInDevelopment(): Plugin {
  return {
    name: 'moveday:partner-pages-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && PARTNER_PAGE.test(req.url?.split('?')[0] ?? '') && req.headers.accept?.includes('text/html')) req.url = '/partner.html';
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: isSsrBuild
    ? [react(), withoutCssVariablesTheme()]
    : [
        react(),
        withoutCssVariablesTheme(),
        partnerPagesInDevelopment(),
        prerenderPages({
          serverEntry: PRERENDERER,
          apps: [
            { html: 'index.html', shell: 'shell.html', pages: (prerender) => prerender.PRERENDERED_PAGES },
            { html: 'partner.html', shell: 'partner/shell.html', pages: (prerender) => prerender.PRERENDERED_PARTNER_PAGES },
          ],
          routeModules: {
            '/getaquote': 'src/app/routes/QuoteWizard.tsx',
            '/getaquotetabs': 'src/app/routes/QuoteWizard.tsx',
            '/partner/jobs/:id': 'src/app/routes/PartnerJob.tsx',
          },
          islandsEntry: ISLANDS_ENTRY,
          bookModule: (book) => `openapi/dist/compiled/${book}.js`,
        }),
        compression(precompressed),
        VitePWA({
          // The spec's address for the service worker.
          filename: 'service-worker.js',
          registerType: 'autoUpdate',
          // A separate deferred script registers it: nothing added to the app's own bundle.
          injectRegister: 'script-defer',
          includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
          manifest: {
            id: '/',
            name: 'MoveDay: local moves, instant quotes',
            short_name: 'MoveDay',
            description: 'Get an instant estimate for your local move, book it and follow your order.',
            lang: 'en-US',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            theme_color: '#0f4c5c',
            background_color: '#f5f7f8',
            icons: [
              { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
              { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
              { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
              { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
          workbox: {
            // Every built file but the pages, so repeat visits start at once; the app shell for offline use.
            globPatterns: ['**/*.{js,css,svg,png,webmanifest}', 'shell.html', 'partner/shell.html'],
            // Pages come from the server whenever it answers: it writes its settings into them (the
            // company's contact details), so a changed setting or a new build shows at the next load.
            // Offline, any address opens the app shell, the partner pages' below /partner/. The API and
            // the admin console (another app on the same origin) are left alone.
            navigateFallback: null,
            navigationPreload: true,
            runtimeCaching: [
              {
                urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/partner/'),
                handler: 'NetworkOnly',
                options: { precacheFallback: { fallbackURL: '/partner/shell.html' } },
              },
              {
                urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|admin)(\/|$)/.test(url.pathname),
                handler: 'NetworkOnly',
                options: { precacheFallback: { fallbackURL: '/shell.html' } },
              },
            ],
            cleanupOutdatedCaches: true,
          },
        }),
      ],
  // `@/...` resolves to src/ through the `paths` in tsconfig.json (one definition for tsc and Vite).
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? { outDir: 'dist-prerender', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Two apps: the site (index.html) and the partner pages (partner.html, src/entry-partner.tsx),
        // which share React, MUI and the session but not the site's frame, router and landing page.
        rolldownOptions: {
          input: { index: 'index.html', partner: 'partner.html', landing: ISLANDS_ENTRY },
          treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
          // React DOM in a chunk of its own: a prerendered page starts its chunks one task each (vite.prerender.ts).
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
                { name: islandsStart(), priority: 2 },
                { name: 'shell', test: SHELL_SHARED, priority: 1 },
                { name: 'partner-common', test: PARTNER_COMMON },
              ],
            },
          },
        },
      },
  // The prerenderer runs in Node at build time with everything bundled in (one copy of React and MUI).
  ssr: { noExternal: true },
  server: {
    // In development the API runs as its own process (`npm run api`); in production one server serves both.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  },
}));

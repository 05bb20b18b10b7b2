import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import type { PrerenderedPage } from './src/entry-prerender.tsx';

interface PrerenderModule {
  PRERENDERED_PAGES: readonly string[];
  PRERENDERED_PARTNER_PAGES: readonly string[];
  prerenderedFile(path: string): string;
  startsAsIslands(path: string): boolean;
  renderPage(path: string): Promise<PrerenderedPage>;
}

/** An app of the site with an HTML page of its own in the build (an input of the build). */
interface PrerenderedApp {
  /** Its HTML page in the bundle, with the boot bar in #root and the entry script. */
  html: string;
  /** Where that page is written as the app's shell (the page of the addresses with none of their own). */
  shell: string;
  /** The addresses of the app the server entry renders. */
  pages(prerender: PrerenderModule): readonly string[];
}

interface PrerenderOptions {
  /** The server build of src/entry-prerender.tsx (`vite build --ssr`), made before this build. */
  serverEntry: string;
  apps: PrerenderedApp[];
  /** A page's route module, loaded lazily by the app: its code is preloaded by the page's HTML. */
  routeModules: Record<string, string>;
  /** The entry of a page that starts as islands (its modules are listed instead of the app's entry's). */
  islandsEntry: string;
  /** The module of a compiled book of words (`es/site`), loaded lazily too: a page's are preloaded. */
  bookModule: (book: string) => string;
}

const BOOT_ROOT = /<div id="root">[\s\S]*?<\/header>\s*<\/div>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const HTML_LANG = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/>/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A Spanish address's English one (`/es/getaquote` → `/getaquote`), whose route module it shares. */
const englishPath = (path: string) => (path.startsWith('/es/') ? path.slice(3) || '/' : path);

/**
 * A prerendered page is on screen before its code is fetched or run: once the first frame is
 * painted, this asks for all the page's modules at once (modulepreload: no waterfall; six links
 * a task, as adding each costs a slow phone ~3 ms: the wizard's 50 were one task of 166 ms) and, when
 * all have arrived, starts them one by one, each in a task of its own (listed dependencies first,
 * the entry last), so that no single long task keeps a slow phone from answering a tap. (Started
 * as they arrived, a module was at times evaluated in one task of 80-200 ms at Lighthouse's 4x
 * slowdown.) A classic deferred script, as the policy allows no inline scripts.
 *
 * It also keeps a visitor's tap: a click on a link or button of a part that does not run yet is
 * held (the browser does not follow the link, the HTML's button does nothing), the part is marked
 * `data-tapped` (a page of islands runs it at once), and once it runs the click is made again, on
 * the same element, which React has adopted (or on the HTML, if its code did not arrive:
 * `data-failed`). The latest tap wins. A part is an island
 * (src/lib/islands.tsx), or, on a page React adopts whole (the wizard's first step), its <main>;
 * on a page of islands (#root[data-islands]) what is outside them stays HTML, and its links are
 * followed as they are.
 */
const START_AFTER_PAINT = `(function (script) {
  var ASKED_PER_TASK = 6;
  var root = document.getElementById('root');
  var islands = !!root && root.hasAttribute('data-islands');
  var held = null;
  document.addEventListener('click', function (event) {
    var control = event.target instanceof Element ? event.target.closest('a[href], button') : null;
    var part = control ? control.closest('[data-island]') || (islands ? null : control.closest('main')) : null;
    if (!part || part.hasAttribute('data-running') || part.hasAttribute('data-failed')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    part.setAttribute('data-tapped', '');
  }, true);
  new MutationObserver(function () {
    var part = held && (held.closest('[data-island]') || held.closest('main'));
    if (part && (part.hasAttribute('data-running') || part.hasAttribute('data-failed'))) {
      var control = held;
      held = null;
      control.click();
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-running', 'data-failed'], subtree: true });
  var modules = script.dataset.modules.split(' ');
  function start(i) {
    if (i < modules.length) import(modules[i]).then(function () { setTimeout(start, 0, i + 1); });
  }
  var waiting = modules.length;
  function ask(from) {
    modules.slice(from, from + ASKED_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      link.onload = link.onerror = function () {
        if (--waiting === 0) start(0);
      };
      document.head.appendChild(link);
    });
    if (from + ASKED_PER_TASK < modules.length) setTimeout(ask, 0, from + ASKED_PER_TASK);
  }
  requestAnimationFrame(function () {
    setTimeout(ask, 0, 0);
  });
})(document.currentScript);
`;

export function prerenderPages({ serverEntry, apps, routeModules, islandsEntry, bookModule }: PrerenderOptions): Plugin {
  return {
    name: 'moveday:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const starter = this.getFileName(this.emitFile({ type: 'asset', name: 'start-after-paint.js', source: START_AFTER_PAINT }));
      const prerender = (await import(pathToFileURL(join(process.cwd(), serverEntry)).href)) as PrerenderModule;

      for (const app of apps) {
        const template = bundle[app.html];
        if (template?.type !== 'asset') this.error(`${app.html} is not in the bundle`);
        const shell = String(template.source);
        if (!BOOT_ROOT.test(shell)) this.error(`${app.html}: #root with the boot bar not found`);
        if (!ENTRY_SCRIPT.test(shell)) this.error(`${app.html}: the entry script not found`);
        this.emitFile({ type: 'asset', fileName: app.shell, source: shell });
        // The page itself stays only where a prerendered page takes its name (index.html is '/').
        let keep = false;

        for (const path of app.pages(prerender)) {
          const { html, head, lang, title, description, noscript, books } = await prerender.renderPage(path);
          const islands = prerender.startsAsIslands(path);
          const entry = islands ? chunkOf(bundle, islandsEntry) : ENTRY_SCRIPT.exec(shell)![1]!.slice(1);
          const route = routeModules[path] ?? routeModules[englishPath(path)];
          // The page's words first (small, and what the entry waits for before adopting the page).
          const modules = modulesInOrder(bundle, [
            ...books.map((book) => chunkOf(bundle, bookModule(book))),
            entry,
            ...(route ? [chunkOf(bundle, route)] : []),
          ]);
          let page = shell
            .replace(HTML_LANG, `<html lang="${lang}">`)
            .replace(MODULE_PRELOAD, '')
            .replace(ENTRY_SCRIPT, () => `<script defer src="/${starter}" data-modules="${modules.map((file) => `/${file}`).join(' ')}"></script>`)
            .replace('</head>', `${head}\n</head>`)
            .replace(BOOT_ROOT, () => `<div id="root" data-prerendered="${path}"${islands ? ' data-islands' : ''}>${html}</div>`);
          for (const [pattern, filled] of [
            [TITLE, `<title>${escapeHtml(title)}</title>`],
            [DESCRIPTION, `<meta name="description" content="${escapeHtml(description)}" />`],
            [NOSCRIPT, `<noscript>${escapeHtml(noscript)}</noscript>`],
          ] as const) {
            if (!pattern.test(page)) this.error(`${app.html}: no ${String(pattern)} to fill with the page's words`);
            page = page.replace(pattern, () => filled);
          }
          const fileName = prerender.prerenderedFile(path);
          if (fileName === app.html) {
            template.source = page;
            keep = true;
          } else this.emitFile({ type: 'asset', fileName, source: page });
        }
        if (!keep) delete bundle[app.html];
      }
    },
  };
}

/** The chunk of a module the app loads lazily (a route). */
function chunkOf(bundle: Rolldown.OutputBundle, module: string): string {
  const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return chunk.fileName;
}

/** The chunks the roots need, each after the chunks it imports (the roots in their order, last). */
function modulesInOrder(bundle: Rolldown.OutputBundle, roots: string[]): string[] {
  const ordered = new Set<string>();
  const visit = (fileName: string) => {
    if (ordered.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') throw new Error(`prerender: ${fileName} is not a chunk of the build`);
    for (const imported of chunk.imports) visit(imported);
    ordered.add(fileName);
  };
  for (const root of roots) visit(root);
  return [...ordered];
}

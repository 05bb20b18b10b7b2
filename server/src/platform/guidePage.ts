import fs from 'node:fs';
import type { RequestHandler } from 'express';
import { Marked } from 'marked';
import { logger } from './logger.js';

/** GitHub's anchor for a heading ("Worked example: today's orders" → `worked-example-todays-orders`), so the guide's links work there and here alike. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The page's looks: inline, which the CSP allows for styles (scripts stay same-origin, and the page has none). */
const STYLE = `
body { font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; margin: 0; }
header { background: #0d47a1; color: #fff; padding: 0.75rem 1.5rem; }
header a { color: #fff; }
main { max-width: 52rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
h1, h2, h3 { line-height: 1.25; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #d9e2ec; padding-bottom: 0.25rem; }
code { font: 0.9em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f0f4f8; padding: 0.1em 0.3em; border-radius: 3px; }
pre { background: #f0f4f8; padding: 0.75rem 1rem; overflow-x: auto; border-radius: 4px; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; margin: 1rem 0; display: block; overflow-x: auto; }
th, td { border: 1px solid #d9e2ec; padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f0f4f8; }
a { color: #0d47a1; }
`;

/** The guide as a whole HTML page: headings carry GitHub's anchors, so its table of contents works. */
export function renderGuide(markdown: string): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        return `<h${depth} id="${headingId(inner)}">${inner}</h${depth}>\n`;
      },
    },
  });
  const body = marked.parse(markdown, { async: false });
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1] ?? 'MoveDay';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>MoveDay API · <a href="/api/docs">API reference</a> · <a href="/api/openapi.json">OpenAPI document</a></header>
<main>
${body}</main>
</body>
</html>
`;
}

/**
 * `GET /api/docs/integrations`: docs/integrations.md as HTML, rendered once at start. Absent when
 * the file is not there (an image built without it), with a warning, as the docs go without a spec.
 */
export function guidePage(file: string): RequestHandler | undefined {
  let markdown: string;
  try {
    markdown = fs.readFileSync(file, 'utf8');
  } catch (err) {
    logger.warn({ err, file }, "the integrators' guide was not found: /api/docs/integrations is not served");
    return undefined;
  }
  const html = renderGuide(markdown);
  return (_req, res) => {
    res.type('html').send(html);
  };
}

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type pdfmakeModule from 'pdfmake';
import type { Content, TableCell } from 'pdfmake';
import { getConfig } from './config.js';

/**
 * PDFs in the brand's colours, made with pdfmake on the server: the console's move summary and
 * day sheet, the customer's order confirmation.
 */

export const BRAND = { primary: '#0f4c5c', accent: '#c2410c', text: '#14262c', muted: '#4a5a60', rule: '#d5dfe2', tint: '#eef4f5' };

/** The MoveDay mark (the apps' favicon): a van on the brand's teal. */
export const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#0f4c5c"/>
<rect x="7" y="17" width="31" height="24" rx="3" fill="#fff"/>
<path d="M16 24h13v11H16z" fill="#f97316"/>
<path d="M16 28.5h13" stroke="#c2410c" stroke-width="2"/>
<path d="M41 24h8.5a3 3 0 0 1 2.4 1.2l5.3 7.2a3 3 0 0 1 .6 1.8V41H41z" fill="#fff"/>
<path d="M44.5 27.5h4.6l3.7 5H44.5z" fill="#0f4c5c"/>
<circle cx="17" cy="43" r="5.5" fill="#f97316" stroke="#0f4c5c" stroke-width="3"/>
<circle cx="48" cy="43" r="5.5" fill="#f97316" stroke="#0f4c5c" stroke-width="3"/>
</svg>`;

let loaded: Promise<typeof pdfmakeModule> | undefined;

interface Fontkit {
  create(bytes: Uint8Array, postscriptName?: string): unknown;
}

/**
 * pdfkit parses a font file anew for every document (fontkit.create on the file's bytes): two
 * thirds of a receipt's 27 ms went to parsing the same Roboto files again. pdfkit takes fontkit by
 * `require` when it loads, so before pdfmake first loads it, fontkit's module is given a `create`
 * that keeps each parsed font by its bytes: a server parses each file once (a receipt then takes 9
 * ms). Sharing one is safe: pdfkit only reads a parsed font, and each document makes its own subset
 * of it. A later pdfkit that parses no more (or stops taking fontkit by require) only loses the saving.
 */
function parseEachFontOnce(): void {
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
  const fromPdfkit = createRequire(fromPdfmake.resolve('pdfkit'));
  fromPdfkit('fontkit');
  const fontkitModule = fromPdfkit.cache[fromPdfkit.resolve('fontkit')];
  if (!fontkitModule) return;
  const fontkit = { ...(fontkitModule.exports as Fontkit) };
  const parsed = new Map<string, unknown>();
  fontkitModule.exports = {
    ...fontkit,
    create(bytes: Uint8Array, postscriptName?: string) {
      const key = `${createHash('sha256').update(bytes).digest('base64')} ${postscriptName ?? ''}`;
      let font = parsed.get(key);
      if (!font) parsed.set(key, (font = fontkit.create(bytes, postscriptName)));
      return font;
    },
  };
}

/**
 * pdfmake with its bundled Roboto, loaded on the first PDF (some 25 MB a server that never makes
 * one need not carry). A document may read those font files and nothing else, and fetch no URL.
 */
export function pdfmake(): Promise<typeof pdfmakeModule> {
  loaded ??= Promise.resolve()
    .then(parseEachFontOnce)
    .then(() => import('pdfmake'))
    .then(({ default: maker }) => {
      const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
      maker.setFonts({
        Roboto: {
          normal: path.join(fontsDir, 'Roboto-Regular.ttf'),
          bold: path.join(fontsDir, 'Roboto-Medium.ttf'),
          italics: path.join(fontsDir, 'Roboto-Italic.ttf'),
          bolditalics: path.join(fontsDir, 'Roboto-MediumItalic.ttf'),
        },
      });
      maker.setUrlAccessPolicy(() => false);
      maker.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));
      return maker;
    });
  return loaded;
}

export type DocumentDefinition = Parameters<typeof pdfmakeModule.createPdf>[0];

/**
 * The top of a letter-size MoveDay document: the mark and the name on the left, the document's
 * title and a line under it on the right, then a rule across the page (`ruleMargin` around it).
 */
export function letterhead(title: string, subtitle: string, ruleMargin: [number, number, number, number]): Content[] {
  return [
    {
      columns: [
        { svg: MARK_SVG, width: 34, height: 34 },
        {
          width: '*',
          margin: [8, 4, 0, 0],
          text: [
            { text: 'Move', color: BRAND.primary },
            { text: 'Day', color: BRAND.accent },
          ],
          fontSize: 22,
          bold: true,
        },
        {
          width: 'auto',
          alignment: 'right',
          margin: [0, 3, 0, 0],
          stack: [
            { text: title, fontSize: 13, bold: true, color: BRAND.primary },
            { text: subtitle, fontSize: 9, color: BRAND.muted },
          ],
        },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 532, y2: 0, lineWidth: 2, lineColor: BRAND.primary }], margin: ruleMargin },
  ];
}

/**
 * A titled block of a MoveDay document: the title in small capitals in the brand's colour, then a
 * table with thin rules between its rows and none around it; `after` (a note) under the table.
 */
export function ruledSection(title: string, locale: string, widths: Array<number | string>, body: TableCell[][], after: Content[] = []): Content {
  return {
    margin: [0, 0, 0, 12],
    stack: [
      { text: title.toLocaleUpperCase(locale), fontSize: 9, bold: true, color: BRAND.primary, characterSpacing: 0.8, margin: [0, 0, 0, 4] },
      {
        table: { widths, body },
        layout: {
          hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
          vLineWidth: () => 0,
          hLineColor: () => BRAND.rule,
          paddingLeft: () => 0,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
      ...after,
    ],
  };
}

/** Rows of label and amount, the amount to the right, a total in bold: a document's money table. */
export const amountRows = (rows: ReadonlyArray<readonly [string, string, boolean?]>): TableCell[][] =>
  rows.map(([label, amount, bold]) => [
    { text: label, bold: bold ?? false, fontSize: 10 },
    { text: amount, bold: bold ?? false, alignment: 'right', fontSize: 10 },
  ]);

/**
 * A letter to a customer or a partner (an order confirmation, a receipt, a statement): letter size,
 * the brand's type, its title in the file's properties, and the company's name, address and site at
 * the foot of every page.
 */
export function companyLetter(title: string, content: Content[]): DocumentDefinition {
  const { company, publicUrl } = getConfig();
  return {
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 56],
    info: { title, author: 'MoveDay', creator: 'MoveDay', producer: 'MoveDay' },
    defaultStyle: { font: 'Roboto', fontSize: 10, color: BRAND.text, lineHeight: 1.15 },
    content,
    footer: () => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: `${company.legalName} · ${company.address.join(', ')}`, fontSize: 8, color: BRAND.muted },
        { text: publicUrl.replace(/^https?:\/\//, ''), fontSize: 8, color: BRAND.muted, alignment: 'right' },
      ],
    }),
  };
}

import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { companyLetter, pdfmake, ruledSection, type DocumentDefinition } from './pdf.js';

/** A letter with the given words in each of its type's styles, dated so that its bytes are the same each time. */
function letter(words: string): DocumentDefinition {
  const definition = companyLetter('A letter', [
    ruledSection('Section', 'en', [130, '*'], [[{ text: words }, { text: words, bold: true }]]),
    { text: words, italics: true },
    { text: words, bold: true, italics: true },
  ]);
  return { ...definition, info: { ...definition.info, creationDate: new Date(Date.UTC(2026, 0, 1)) } };
}

const drawn = async (definition: DocumentDefinition) => (await pdfmake()).createPdf(definition).getBuffer();

describe('PDFs', () => {
  it('parses each font file once for every document the server draws', async () => {
    await pdfmake();
    // pdfkit's own fontkit, as pdfkit requires it.
    const fromPdfkit = createRequire(createRequire(createRequire(import.meta.url).resolve('pdfmake')).resolve('pdfkit'));
    const fontkit = fromPdfkit('fontkit') as { create(bytes: Uint8Array): unknown };
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto', 'Roboto-Regular.ttf');
    expect(fontkit.create(readFileSync(file))).to.equal(fontkit.create(readFileSync(file)));
  });

  it('draws a document the same after others have shared its fonts', async () => {
    const first = await drawn(letter('Receipt for MD-1234: $1,234.00'));
    await drawn(letter('¿Qué tal? Ñandú, crédito — Привет, Ωmega, fi fl AV To'));
    const again = await drawn(letter('Receipt for MD-1234: $1,234.00'));
    expect(again.equals(first)).to.equal(true);
  });
});

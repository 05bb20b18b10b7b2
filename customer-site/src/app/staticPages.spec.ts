import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { ENGLISH_BOOKS, SPANISH_BOOKS, type BookName } from '@moveday/openapi/books';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Words of English that Spanish never uses: one in a Spanish page is a text nobody translated. */
const ENGLISH_ONLY = new Set([
  'the',
  'and',
  'your',
  'you',
  'please',
  'needs',
  'with',
  'my',
  'of',
  'for',
  'this',
  'our',
  'to',
  'is',
  'are',
  'jobs',
  'get',
  'moves',
  'quotes',
  'instant',
  'enable',
  'reload',
  'page',
  'oops',
  'days',
  'off',
]);

/** The English texts of the books that Spanish words otherwise (names and wordless texts are the same in both). */
function englishTexts(): Set<string> {
  const texts = new Set<string>();
  for (const [book, words] of Object.entries(ENGLISH_BOOKS) as [BookName, Record<string, string>][]) {
    const spanish = SPANISH_BOOKS[book] as Record<string, string>;
    for (const [key, english] of Object.entries(words)) if (spanish[key] !== english && !english.includes('{')) texts.add(english);
  }
  return texts;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();

/** Every text of a page a person or a crawler reads without its scripts: text nodes (noscript and title included) and the attributes read aloud or shown. */
function readableTexts(html: string): string[] {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    // Inline markup joins its text to its neighbours' (the logo is Move<span>Day</span>).
    .replace(/<\/?(?:span|b|strong|em|i)(?:\s[^>]*)?>/g, '');
  const texts = [...body.matchAll(/>([^<]+)</g)].map((match) => match[1]!);
  for (const [, , value] of body.matchAll(/\s(alt|aria-label|title|placeholder)="([^"]*)"/g)) texts.push(value!);
  for (const [, value] of body.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)) texts.push(value!);
  return texts.map(decode).filter((text) => text.length > 0);
}

describe("The built pages' static HTML", () => {
  const spanishPages = htmlFiles(DIST).filter((file) => /<html lang="es/.test(readFileSync(file, 'utf8')));

  it('when the build has run, then there are Spanish pages to read (the site and the crews)', () => {
    expect(spanishPages.map((file) => relative(DIST, file)).sort(), 'run `npm run build` first').to.include.members([
      'es/index.html',
      'es/getaquote.html',
      'es/getaquotetabs.html',
      'es/partner/jobs.html',
      'es/partner/daysoff.html',
      'es/partner/statements.html',
      'es/partner/statements/shell.html',
    ]);
  });

  it('when a Spanish page is read without JavaScript, then no text of it is English: not its title, description, noscript or any word drawn', () => {
    const english = englishTexts();
    const found: string[] = [];
    for (const file of spanishPages) {
      for (const text of readableTexts(readFileSync(file, 'utf8'))) {
        const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
        const englishWords = words.filter((word) => ENGLISH_ONLY.has(word));
        if (english.has(text) || englishWords.length > 0)
          found.push(`${relative(DIST, file)}: "${text}"${englishWords.length > 0 ? ` (${englishWords.join(', ')})` : ''}`);
      }
    }
    expect(found).to.deep.equal([]);
  });

  it('when an English page is read, then the same reader finds its English (the check can see English)', () => {
    const english = englishTexts();
    const texts = readableTexts(readFileSync(join(DIST, 'partner', 'jobs.html'), 'utf8'));
    expect(texts.filter((text) => english.has(text))).to.include.members([
      'My Jobs | MoveDay',
      'MoveDay needs JavaScript to show your jobs. Please enable it and reload the page.',
    ]);
  });
});

describe("The site's code", () => {
  const SOURCE = fileURLToPath(new URL('..', import.meta.url));
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.includes('.spec.') ? [join(dir, entry.name)] : [],
    );
  /** A book's key: `errorDialogTitle`, `crewPageNotFoundTitle`. Words have spaces, capitals first or punctuation. */
  const isKey = (text: string) => /^[a-z][A-Za-z0-9]*$/.test(text);

  it('when it gives a title or a label, then it is a book key, never words (a dialog titled "Oops!" in Spanish)', () => {
    const words: string[] = [];
    for (const file of sourceFiles(SOURCE)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\b(\w*[tT]itle|aria-label|alt|placeholder)(?:=|:\s*)(["'])([^"'\n]+)\2/g))
        if (!isKey(match[3]!)) words.push(`${relative(SOURCE, file)}: ${match[1]} ${match[2]}${match[3]}${match[2]}`);
    }
    expect(words).to.deep.equal([]);
  });
});

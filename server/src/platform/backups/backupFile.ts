import crypto from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';

/**
 * A MoveDay backup file: gzip of a text stream that names itself, says what it holds, holds each
 * table's rows in PostgreSQL's COPY text format, and ends with its row counts and a SHA-256 of
 * everything before that last line:
 *
 *     {"format":"moveday-backup","version":1,...}     the header (BackupHeader), one line
 *     @section public.users                           a section per table, in the header's order
 *     <a row per line, COPY text format>
 *     \.
 *     ...
 *     @end {"rows":{...},"sha256":"..."}              the trailer (BackupTrailer)
 *
 * COPY's text format escapes newlines and backslashes, so no row is the line `\.`. Our own format
 * rather than pg_dump's: see docs/decisions.md ("Backups").
 */
export const BACKUP_FORMAT = 'moveday-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** A pg-boss queue as its table holds it, to make it again before its jobs are put back. */
export interface BackupQueue {
  name: string;
  policy: string | null;
  retryLimit: number | null;
  retryDelay: number | null;
  retryBackoff: boolean | null;
  expireInSeconds: number | null;
  retentionMinutes: number | null;
  deadLetter: string | null;
}

export interface BackupSectionHeader {
  /** Schema-qualified: `public.moves`; `pgboss.job` holds the jobs still to run. */
  table: string;
  /** The columns of each row, in order (generated columns are left out: PostgreSQL computes them). */
  columns: string[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** When the snapshot was taken (ISO 8601). */
  createdAt: string;
  postgresVersion: string;
  /** The schema's migrations applied when it was taken, in order: a restore migrates to the last, loads, then goes on. */
  migrations: string[];
  /** pg-boss's schema version and queues; null when the database had no job queue. */
  jobQueue: { version: number; queues: BackupQueue[] } | null;
  /** Every sequence's last value (null: never used). */
  sequences: { name: string; lastValue: string | null }[];
  /** How many of what it holds, for people: orders, customers, admins, partners, enquiries, jobs waiting. */
  counts: DatabaseCounts;
  sections: BackupSectionHeader[];
}

export interface DatabaseCounts {
  orders: number;
  customers: number;
  admins: number;
  partners: number;
  enquiries: number;
  jobs: number;
}

interface BackupTrailer {
  rows: Record<string, number>;
  sha256: string;
}

/** A file that is no backup, or a damaged or incomplete one; its message says which, for the operator. */
export class BackupFileError extends Error {}

const END_OF_ROWS = '\\.';
const NEWLINE = 0x0a;

/**
 * Writes a backup: `begin` with the header, then each section's rows in the header's order, then
 * `finish`. Written to `<file>.partial` and renamed when complete, so a file with a backup's name
 * is always a whole one.
 */
export class BackupWriter {
  private readonly hash = crypto.createHash('sha256');
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly rows: Record<string, number> = {};
  private readonly written: Promise<void>;
  private readonly partial: string;

  private constructor(
    private readonly file: string,
    private readonly header: BackupHeader,
  ) {
    this.partial = `${file}.partial`;
    // Backups hold every customer's details: readable by the server's user only.
    this.written = pipeline(this.gzip, createWriteStream(this.partial, { mode: 0o600, flags: 'wx' }));
    this.written.catch(() => undefined); // awaited in finish(); an early failure also fails the next write
  }

  static async begin(file: string, header: BackupHeader): Promise<BackupWriter> {
    const writer = new BackupWriter(file, header);
    await writer.write(`${JSON.stringify(header)}\n`);
    return writer;
  }

  private async write(chunk: Buffer | string): Promise<void> {
    this.hash.update(chunk);
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.written]);
  }

  /** One table's rows: the COPY TO stream as PostgreSQL sends it (each row ends with a newline). */
  async section(table: string, copied: AsyncIterable<Buffer>): Promise<number> {
    await this.write(`@section ${table}\n`);
    let rows = 0;
    for await (const chunk of copied) {
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) rows += 1;
      await this.write(chunk);
    }
    await this.write(`${END_OF_ROWS}\n`);
    this.rows[table] = rows;
    return rows;
  }

  /** Writes the trailer, flushes the file to disk and gives it its name. */
  async finish(): Promise<void> {
    const missing = this.header.sections.filter((section) => !(section.table in this.rows)).map((section) => section.table);
    if (missing.length > 0) throw new Error(`backup sections not written: ${missing.join(', ')}`);
    const trailer: BackupTrailer = { rows: this.rows, sha256: this.hash.digest('hex') };
    this.gzip.end(`@end ${JSON.stringify(trailer)}\n`);
    await this.written;
    const handle = await fs.open(this.partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(this.partial, this.file);
  }

  /** Leaves no partial file behind after a failure. */
  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.written.catch(() => undefined);
    await fs.rm(this.partial, { force: true });
  }
}

/** Splits a stream of UTF-8 text into lines; the last, if it has no newline, comes with `complete: false`. */
async function* linesOf(stream: Readable): AsyncGenerator<{ line: string; complete: boolean }> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of stream) {
    const text = rest + decoder.write(chunk as Buffer);
    let start = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', start)) {
      yield { line: text.slice(start, at), complete: true };
      start = at + 1;
    }
    rest = text.slice(start);
  }
  rest += decoder.end();
  if (rest !== '') yield { line: rest, complete: false };
}

/** What a section's reader is handed: its header and its rows, one COPY text line each (no newline). */
export type SectionReader = (section: BackupSectionHeader, rows: AsyncIterable<string>) => Promise<void>;

/** What reading a whole file found. */
export interface BackupContents {
  header: BackupHeader;
  rows: Record<string, number>;
  bytes: number;
}

function describeZlibError(file: string, err: NodeJS.ErrnoException): BackupFileError {
  if (err.code === 'Z_DATA_ERROR' && /header/i.test(err.message)) return new BackupFileError(`${file} is not a MoveDay backup: it is not a gzip file.`);
  if (err.code === 'Z_BUF_ERROR' || /unexpected end/i.test(err.message)) {
    return new BackupFileError(`${file} is incomplete: it ends before the backup does (${err.message}). Use another backup.`);
  }
  return new BackupFileError(`${file} is damaged: ${err.message}. Use another backup.`);
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    throw new BackupFileError(`${file} is not a MoveDay backup: it does not start with a backup's header.`);
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a MoveDay backup: it does not start with a backup's header.`);
  if (typeof header.version !== 'number' || header.version > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `${file} was written by a newer MoveDay (backup format ${String(header.version)}; this one reads ${BACKUP_FORMAT_VERSION}): restore it with that version.`,
    );
  }
  if (!Array.isArray(header.sections) || !Array.isArray(header.migrations) || !Array.isArray(header.sequences) || !header.counts) {
    throw new BackupFileError(`${file} is damaged: its header lacks what a backup's has.`);
  }
  return header as BackupHeader;
}

/**
 * Reads a backup from end to end, checking it as it goes: its header, each section in order, the
 * row counts and the checksum in its trailer, and that nothing follows. `onSection` is handed each
 * section's rows (a restore loads them); without it the file is only checked. Rows are handed over
 * before the checksum at the end is known: a restore runs in one transaction and rolls back on a
 * throw, and is preceded by a check of the whole file.
 */
export async function readBackup(file: string, onSection?: SectionReader): Promise<BackupContents> {
  const stat = await fs.stat(file).catch((err: NodeJS.ErrnoException) => {
    throw new BackupFileError(err.code === 'ENOENT' ? `${file} does not exist.` : `${file} cannot be read: ${err.message}`);
  });
  if (!stat.isFile()) throw new BackupFileError(`${file} is not a file.`);
  const gunzip = zlib.createGunzip();
  const source = createReadStream(file);
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const lines = linesOf(gunzip)[Symbol.asyncIterator]();
  const hash = crypto.createHash('sha256');
  let lineNumber = 0;
  const next = async (): Promise<string | undefined> => {
    let got: IteratorResult<{ line: string; complete: boolean }>;
    try {
      got = await lines.next();
    } catch (err) {
      throw describeZlibError(file, err as NodeJS.ErrnoException);
    }
    if (got.done) return undefined;
    if (!got.value.complete) throw new BackupFileError(`${file} is incomplete: it ends before the backup does. Use another backup.`);
    lineNumber += 1;
    return got.value.line;
  };

  try {
    const first = await next();
    const header = parseHeader(file, first);
    hash.update(`${first}\n`);
    const rows: Record<string, number> = {};
    for (const section of header.sections) {
      const opening = await next();
      if (opening !== `@section ${section.table}`) {
        throw new BackupFileError(
          opening === undefined
            ? `${file} is incomplete: it ends before the section ${section.table}. Use another backup.`
            : `${file} is damaged: line ${lineNumber} should open the section ${section.table}.`,
        );
      }
      hash.update(`${opening}\n`);
      let count = 0;
      let ended = false;
      async function* sectionRows(): AsyncGenerator<string> {
        for (;;) {
          const line = await next();
          if (line === undefined) throw new BackupFileError(`${file} is incomplete: it ends inside the section ${section.table}. Use another backup.`);
          hash.update(`${line}\n`);
          if (line === END_OF_ROWS) {
            ended = true;
            return;
          }
          count += 1;
          yield line;
        }
      }
      const reading = sectionRows();
      if (onSection) await onSection(section, reading);
      // Whatever the reader left unread is still checked.
      for await (const _row of reading);
      if (!ended) throw new BackupFileError(`${file}: the section ${section.table} was not read to its end.`);
      rows[section.table] = count;
    }
    const last = await next();
    if (last === undefined) throw new BackupFileError(`${file} is incomplete: it ends before its checksum. Use another backup.`);
    if (!last.startsWith('@end ')) throw new BackupFileError(`${file} is damaged: line ${lineNumber} should be the end of the backup.`);
    let trailer: BackupTrailer;
    try {
      trailer = JSON.parse(last.slice('@end '.length)) as BackupTrailer;
    } catch {
      throw new BackupFileError(`${file} is damaged: its last line cannot be read.`);
    }
    if (trailer.sha256 !== hash.digest('hex')) throw new BackupFileError(`${file} is damaged: its checksum does not match its contents. Use another backup.`);
    for (const section of header.sections) {
      if (trailer.rows?.[section.table] !== rows[section.table]) {
        throw new BackupFileError(
          `${file} is damaged: the section ${section.table} holds ${rows[section.table]} rows, its trailer says ${String(trailer.rows?.[section.table])}.`,
        );
      }
    }
    if ((await next()) !== undefined) throw new BackupFileError(`${file} is damaged: something follows the end of the backup.`);
    return { header, rows, bytes: stat.size };
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

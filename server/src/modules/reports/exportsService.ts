import { once } from 'node:events';
import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { dayToIso, todayIn } from '@moveday/openapi';
import { getConfig } from '../../platform/config.js';
import { notFound, validationError } from '../../platform/errors.js';
import { exportOrderBatches, findExportOrder, type ExportOrderRow } from '../orders/index.js';
import { REPORTS_TIME_ZONE } from './dashboardService.js';
import { renderOrderPdf } from './pdfDocument.js';
import { EXPORT_COLUMNS, SELECTION_KEYS, csvCell, selectedColumns, xlsxCell, type SelectedMoveDetails } from './exportsFields.js';

/** A file to send: its name (for content-disposition), type and bytes as they come. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
  /** Known for a file made in memory; a streamed one has none. */
  length?: number;
}

/** Download To Share (admin-side §2): which order, and which of its groups. */
export interface SingleOrderExportRequest {
  /** The order's database id. */
  moveDatabaseID: string;
  /** At least one flag must be true. */
  selectedMoveDetails: SelectedMoveDetails;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How many orders one database round trip reads. Small enough that a batch is garbage before V8
 * promotes it to the old generation (at 1,000 a 100,000-order export grew the heap to 250 MB; at
 * 250 it stays near 70 MB), large enough that the round trips cost nothing next to the work.
 */
export const EXPORT_BATCH = 250;

export interface ExportOptions {
  /** Orders per database read; EXPORT_BATCH unless a test wants many small batches. */
  batchSize?: number;
}

const today = () => dayToIso(todayIn(REPORTS_TIME_ZONE));

/** Batches of orders; `return()` always ends the database side, even before the first `next()`. */
interface Batches {
  next(): Promise<IteratorResult<ExportOrderRow[], void>>;
  return(): Promise<void>;
}

/**
 * The orders, batch by batch, from one database snapshot. The first batch is read before anything
 * is sent, so that a database that cannot answer gets the JSON error model, not a broken file.
 */
async function orderBatches(batchSize: number): Promise<Batches> {
  const rest = exportOrderBatches(batchSize);
  let first: IteratorResult<ExportOrderRow[], void> | null = await rest.next();
  return {
    async next() {
      if (first === null) return rest.next();
      const answer = first;
      first = null;
      return answer;
    },
    async return() {
      first = null;
      await rest.return();
    },
  };
}

/**
 * The orders as a stream of records, pulled a batch at a time as the reader asks for more. Ending
 * early (the client went away) ends the database side too.
 */
function recordStream(batches: Batches, toRecord: (row: ExportOrderRow) => unknown[]): Readable {
  return new Readable({
    objectMode: true,
    read() {
      batches.next().then(
        (result) => {
          if (result.done) {
            this.push(null);
            return;
          }
          for (const row of result.value) this.push(toRecord(row));
        },
        (err: unknown) => this.destroy(err as Error),
      );
    },
    destroy(err, callback) {
      batches.return().then(
        () => callback(err),
        (closeErr: unknown) => callback(err ?? (closeErr as Error)),
      );
    },
  });
}

/**
 * Every order as CSV, streamed: a header row, then one row per order in the console's order.
 * csv-stringify takes the rows as fast as the client reads the file, and the database is read a
 * batch at a time, so memory stays flat however large the order book is. A UTF-8 byte order mark
 * leads, so that Excel reads names with accents right.
 */
export async function allOrdersCsv(options: ExportOptions = {}): Promise<ExportFile> {
  const rows = recordStream(await orderBatches(options.batchSize ?? EXPORT_BATCH), (row) => EXPORT_COLUMNS.map((column) => csvCell(column, row)));
  const csv = stringify({ header: true, columns: EXPORT_COLUMNS.map((column) => column.header), bom: true });
  // A failure on either side destroys both; the database side then ends its transaction.
  pipeline(rows, csv, () => undefined);
  return { fileName: `moveday-orders-${today()}.csv`, contentType: CSV_TYPE, body: csv };
}

/** Resolves when `stream` can take more, or is gone. */
async function roomIn(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]).catch(() => undefined);
}

/**
 * The same as XLSX with exceljs' streaming writer: each row is committed (written out) as it is
 * made, days are real dates formatted mm/dd/yyyy and amounts numbers, so the sheet sorts and sums.
 * Between batches the writer waits while the client has not read what was sent.
 */
export async function allOrdersXlsx(options: ExportOptions = {}): Promise<ExportFile> {
  // Loaded on first use: exceljs costs the process some 25 MB that a server never exporting need not carry.
  const { default: ExcelJS } = await import('exceljs');
  const batches = await orderBatches(options.batchSize ?? EXPORT_BATCH);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'MoveDay';
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: Math.max(column.width, column.header.length + 2),
    style: column.kind === 'day' ? { numFmt: 'mm/dd/yyyy' } : column.kind === 'money' ? { numFmt: '"$"#,##0' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for (let batch = await batches.next(); !batch.done; batch = await batches.next()) {
        if (out.destroyed) return;
        for (const row of batch.value) sheet.addRow(EXPORT_COLUMNS.map((column) => xlsxCell(column, row))).commit();
        await roomIn(out);
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    } finally {
      await batches.return();
    }
  })();
  return { fileName: `moveday-orders-${today()}.xlsx`, contentType: XLSX_TYPE, body: out };
}

/** The order and the selection of a single-order export: 404 for no such order, 400 when nothing is chosen. */
export async function orderToShare(request: SingleOrderExportRequest): Promise<{ order: ExportOrderRow; selection: SelectedMoveDetails }> {
  const selection = request.selectedMoveDetails ?? {};
  if (!SELECTION_KEYS.some((key) => selection[key] === true)) throw validationError({ selectedMoveDetails: { key: 'exportNothingSelected' } });
  const id = typeof request.moveDatabaseID === 'string' ? request.moveDatabaseID.trim() : '';
  const order = await findExportOrder(id);
  if (!order) throw notFound('orderNotFound');
  return { order, selection };
}

/** One order's selected groups as CSV: a header row and one row, the same columns as the all-orders file. */
export async function singleOrderCsv(request: SingleOrderExportRequest): Promise<ExportFile> {
  const { order, selection } = await orderToShare(request);
  const columns = selectedColumns(selection);
  const text = stringifySync([columns.map((column) => csvCell(column, order))], { header: true, columns: columns.map((c) => c.header), bom: true });
  const bytes = Buffer.from(text, 'utf8');
  return { fileName: `moveday-order-${order.moveNumber}.csv`, contentType: CSV_TYPE, body: Readable.from([bytes]), length: bytes.length };
}

/** One order's selected groups as a one-page PDF. */
export async function singleOrderPdf(request: SingleOrderExportRequest): Promise<ExportFile> {
  const { order, selection } = await orderToShare(request);
  const config = getConfig();
  const bytes = await renderOrderPdf(order, selection, { publicUrl: config.publicUrl, contactEmail: config.infoEmail });
  return { fileName: `moveday-order-${order.moveNumber}.pdf`, contentType: 'application/pdf', body: Readable.from([bytes]), length: bytes.length };
}

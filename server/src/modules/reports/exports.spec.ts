import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DAY_MS, ErrorCode, HEAVY_ITEMS, OBSTACLES, todayIn } from '@moveday/openapi';
import { baseUrl, call, expectError, get, login, post, sql, uniqueEmail, type ApiAnswer } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { allOrdersCsv } from './exportsService.js';
import { checkedFetch } from '../../../test/support/contract.js';

const run = promisify(execFile);

let admin = '';
let partnerName = '';
/** A booked order with every part filled in: a kit, help, an obstacle explained, a note that looks like a formula. */
let full: { id: string; moveID: string };
/** A cancelled order an admin added. */
let cancelled: { id: string; moveID: string };

const TAG = crypto.randomBytes(3).toString('hex');
const NOTE = '=HYPERLINK("http://evil.example","click") ring the bell';
const CANCEL_REASON = `Found a cheaper mover ${TAG}`;
const CUSTOMER = { firstName: 'Zelda', lastName: 'Quimby', userEmail: `zelda.${TAG}@example.com`, userPhone: '7205550123' };

const ok = (answer: ApiAnswer) => {
  expect(answer.status, typeof answer.body === 'string' ? answer.body.slice(0, 300) : JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
};

/** The preferred date, a kit delivered two days before it, and notes on both ends. */
const fullDraft = () =>
  withDraft((d) => {
    d.packingSupplies.mediumPacking = true;
    d.servicesTab.desiredDeliveryDate.preferredDate = d.moveDatePreferences.preferredDateOpt1! - 2 * DAY_MS;
    d.additionalHelp.disassemblefurniture = true;
    d.pickupTab2.moversWillNeedToNavigate = { stairs: true, 'other(pleaseexplain)': true };
    d.pickupTab2.otherDesc = `Narrow gate ${TAG}`;
    d.pickupTab1.pickUpAddress.streetaddress = `77 Pickup Way ${TAG}`;
    d.dropLocationTab.dropoffAddress.streetaddress = `88 Dropoff Ave ${TAG}`;
    d.dropLocationTab.anythingElseToKnow = NOTE;
  });

before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
  partnerName = `Export Movers ${TAG}`;
  const partner = ok(
    await post(
      '/api/partner_details',
      {
        partnerDetails: { companyName: partnerName, state: 'CO', city: 'Denver' },
        primaryContact: { name: 'Ex Port', primaryPhone: '3035550166', primaryEmail: 'ex@export.example.com' },
      },
      admin,
    ),
  ).result;

  const draft = fullDraft();
  const quote = ok(await post('/api/residential_details', draft));
  const signup = ok(
    await post('/api/signup_details', {
      moveDetailsID: quote.moveDatabaseID,
      ...CUSTOMER,
      password: 'moving-day1',
      confirmPassword: 'moving-day1',
      terms: true,
    }),
  );
  expect(signup.statusCode).to.equal(100);
  ok(
    await post(
      '/api/admin/assignpartner',
      { moveDatabaseID: quote.moveDatabaseID, actualMoveDate: draft.moveDatePreferences.preferredDateOpt2, partnerDatabaseID: partner.partnerID },
      admin,
    ),
  );
  full = { id: quote.moveDatabaseID, moveID: quote.moveID };

  const addedOrder = ok(
    await post(
      '/api/addorder',
      {
        ...withDraft(() => undefined),
        customerDetails: { firstName: 'Carl', lastName: 'Cancel', userEmail: uniqueEmail('cancel'), userPhone: '7205550124' },
        confirmSaveAdminAction: 'confirm',
      },
      admin,
    ),
  );
  // Not today: the PDF's 'Prepared' line shows today, and the cancel date must be told apart from it.
  const cancelDay = todayIn('America/Denver') - 3 * DAY_MS;
  ok(await post('/api/admin/add_cancel_reason', { moveDatabaseID: addedOrder.moveDatabaseID, cancelReason: CANCEL_REASON, moveCancelDate: cancelDay }, admin));
  cancelled = { id: addedOrder.moveDatabaseID, moveID: addedOrder.moveID };
});

/** A download's bytes, with its status and headers. */
async function download(method: 'GET' | 'POST', path: string, body?: unknown, token = admin): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await checkedFetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const readCsv = (text: string | Buffer): Record<string, string>[] => parse(text, { bom: true, columns: true, skip_empty_lines: true });

/** MM/DD/YYYY of a 'YYYY-MM-DD', written out here rather than borrowed from the code under test. */
const mdy = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
const STATUS = {
  estimate_open: 'Not yet confirmed',
  open: 'Confirmed',
  partnerassigned: 'Partner assigned',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as Record<string, string>;

/** Every order as the database holds it, in the console's default order. */
const ordersInDatabase = () =>
  sql(
    `SELECT id, move_number, status, partner_name, actual_move_date::text AS actual, customer_first_name, customer_last_name,
            customer_email, customer_phone, preferred_date_1::text AS p1, preferred_date_2::text AS p2, delivery_date::text AS delivery,
            pickup_city, pickup_state, pickup_zip, dropoff_city, dropoff_state, dropoff_zip,
            estimate_amount, final_amount, estimate_flag, cancel_reason, cancel_date::text AS cancel_date,
            (booked_at AT TIME ZONE time_zone)::date::text AS booked
       FROM moves WHERE status <> 'quoted'
      ORDER BY list_rank, list_day, customer_sort, id`,
  );

/** What the CSV's columns must say for a row of the database. */
const expectedColumns = (r: any): Record<string, string> => ({
  'Move ID': r.move_number,
  Status: STATUS[r.status]!,
  Partner: r.partner_name ?? '',
  'Actual Move Date': mdy(r.actual),
  'Booked On': mdy(r.booked),
  'First Name': r.customer_first_name ?? '',
  'Last Name': r.customer_last_name ?? '',
  Email: r.customer_email ?? '',
  Phone: r.customer_phone ?? '',
  'Preferred Move Date 1': mdy(r.p1),
  'Preferred Move Date 2': mdy(r.p2),
  'Desired Delivery Date': mdy(r.delivery),
  'Pickup City': r.pickup_city,
  'Pickup State': r.pickup_state,
  'Pickup Zip Code': r.pickup_zip,
  'Drop-off City': r.dropoff_city,
  'Drop-off State': r.dropoff_state,
  'Drop-off Zip Code': r.dropoff_zip,
  'Algorithm Cost (USD)': String(r.estimate_amount),
  'Final Cost (USD)': r.final_amount === null ? '' : String(r.final_amount),
  'Price Type': r.estimate_flag ? 'Rough estimate' : 'Fixed price',
  'Cancel Reason': r.cancel_reason ?? '',
  'Cancel Date': mdy(r.cancel_date),
});

const pick = (row: Record<string, string>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

async function streamText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('GET /api/admin/fetchcsv', () => {
  it('when an admin downloads every order, then the CSV parsed back equals the database rows, in the console order, quotes left out', async () => {
    ok(await post('/api/residential_details', fullDraft())); // a quote: never an order
    const file = await download('GET', '/api/admin/fetchcsv');
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).to.match(/^attachment; filename="moveday-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.bytes.subarray(0, 3).toString('hex')).to.equal('efbbbf');

    const rows = readCsv(file.bytes);
    const db = await ordersInDatabase();
    expect(rows.map((r) => r['Move ID'])).to.deep.equal(db.map((r) => r.move_number));
    for (const [i, r] of db.entries()) {
      const expected = expectedColumns(r);
      expect(pick(rows[i]!, Object.keys(expected)), r.move_number).to.deep.equal(expected);
    }
  });

  it('when an order has every part filled in, then its draft reads as words a person understands', async () => {
    const row = readCsv((await download('GET', '/api/admin/fetchcsv')).bytes).find((r) => r['Move ID'] === full.moveID)!;
    expect(row).to.include({
      Status: 'Partner assigned',
      Partner: partnerName,
      'First Name': 'Zelda',
      'Service Type': 'Boxed and Ready to Go',
      'Moving From': 'Apartment / Condo',
      'Pickup Street Address': `77 Pickup Way ${TAG}, Apt 4`,
      'Pickup Location Size': '1,000 - 1,500 sq.ft.',
      'Pickup Floors': '2',
      Rooms: 'Living Room: 1, Bedroom: 2, Kitchen: 1, Bathroom: 1',
      'Heavy Items': 'None',
      'Pickup Navigation': `Stairs, Other: Narrow gate ${TAG}`,
      'Boxes and Supplies': 'Medium Packing (50-Box Medium Packing Kit)',
      'Additional Help': 'Disassemble furniture',
      'Moving To': 'House',
      'Drop-off Street Address': `88 Dropoff Ave ${TAG}`,
      'Drop-off Floors': 'Ground',
      'Drop-off Navigation': 'None',
    });
    // A note that starts like a formula is kept from running in a spreadsheet.
    expect(row['Anything Else To Know']).to.equal(`'${NOTE}`);
  });

  it('when the orders are read in batches far smaller than the book, then every order comes once, in order, across the batch boundaries', async () => {
    const file = await allOrdersCsv({ batchSize: 3 });
    const rows = readCsv(await streamText(file.body));
    expect(rows.map((r) => r['Move ID'])).to.deep.equal((await ordersInDatabase()).map((r) => r.move_number));
  });

  it('when the reader goes away mid-file, then the export ends its database transaction', async () => {
    const file = await allOrdersCsv({ batchSize: 2 });
    await new Promise<void>((resolve) => file.body.once('data', () => resolve()));
    file.body.destroy();
    const deadline = Date.now() + 5_000;
    let open = 1;
    while (open > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      [{ open }] = await sql(`SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
    }
    expect(open).to.equal(0);
  });
});

describe('GET /api/admin/fetchxlsx', () => {
  it('when an admin downloads every order as XLSX, then it opens with exceljs and holds every order, with real dates and amounts', async () => {
    const file = await download('GET', '/api/admin/fetchxlsx');
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.equal('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).to.match(/^attachment; filename="moveday-orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const csvHeader = Object.keys(readCsv((await download('GET', '/api/admin/fetchcsv')).bytes)[0]!);
    expect(header).to.deep.equal(csvHeader);

    const db = await ordersInDatabase();
    expect(sheet.actualRowCount).to.equal(db.length + 1);
    const column = (name: string) => header.indexOf(name) + 1;
    const ids: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) ids.push(String(row.getCell(column('Move ID')).value));
    });
    expect(ids).to.deep.equal(db.map((r) => r.move_number));

    const r = db.find((o) => o.id === full.id);
    const row = sheet.getRow(db.indexOf(r) + 2);
    expect(row.getCell(column('Email')).value).to.equal(CUSTOMER.userEmail);
    expect(row.getCell(column('Final Cost (USD)')).value).to.equal(r.final_amount);
    expect(row.getCell(column('Final Cost (USD)')).numFmt).to.equal('"$"#,##0');
    expect((row.getCell(column('Preferred Move Date 1')).value as Date).toISOString()).to.equal(`${r.p1}T00:00:00.000Z`);
    expect(row.getCell(column('Preferred Move Date 1')).numFmt).to.equal('mm/dd/yyyy');
    // Text is text in a sheet: the formula-looking note stays as typed, and runs nothing.
    expect(row.getCell(column('Anything Else To Know')).value).to.equal(NOTE);
  });
});

const DEFAULTS = { moveDetails: true, serviceType: true, preferredDateOpt1: true, preferredDateOpt2: true };
const ALL = {
  customerDetails: true,
  moveDetails: true,
  serviceType: true,
  preferredDateOpt1: true,
  preferredDateOpt2: true,
  pickupLocation: true,
  dropoffLocation: true,
  services: true,
  cancelReason: true,
  cancelDate: true,
  finalCost: true,
};

describe('POST /api/admin/fetchsinglecsv', () => {
  it('when an admin exports the default selection, then the file holds those columns only, for that order', async () => {
    const file = await download('POST', '/api/admin/fetchsinglecsv', { moveDatabaseID: full.id, selectedMoveDetails: DEFAULTS });
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).to.equal(`attachment; filename="moveday-order-${full.moveID}.csv"`);
    const rows = readCsv(file.bytes);
    const [db] = await sql('SELECT preferred_date_1::text AS p1, preferred_date_2::text AS p2, actual_move_date::text AS actual FROM moves WHERE id = $1', [
      full.id,
    ]);
    expect(rows).to.deep.equal([
      {
        'Move ID': full.moveID,
        Status: 'Partner assigned',
        Partner: partnerName,
        'Actual Move Date': mdy(db.actual),
        'Service Type': 'Boxed and Ready to Go',
        'Preferred Move Date 1': mdy(db.p1),
        'Preferred Move Date 2': mdy(db.p2),
      },
    ]);
  });

  it('when customer details, cancellation and final cost are chosen, then exactly their columns come', async () => {
    const file = await download('POST', '/api/admin/fetchsinglecsv', {
      moveDatabaseID: cancelled.id,
      selectedMoveDetails: { customerDetails: true, cancelReason: true, cancelDate: true, finalCost: true },
    });
    const [row] = readCsv(file.bytes);
    const [db] = await sql('SELECT final_amount, cancel_date::text AS cancel_date FROM moves WHERE id = $1', [cancelled.id]);
    expect(row).to.deep.equal({
      'First Name': 'Carl',
      'Last Name': 'Cancel',
      Email: row!.Email,
      Phone: '7205550124',
      'Final Cost (USD)': String(db.final_amount),
      'Price Type': 'Fixed price',
      'Cancel Reason': CANCEL_REASON,
      'Cancel Date': mdy(db.cancel_date),
    });
    expect(row!.Email).to.match(/^cancel\..+@example\.com$/);
  });

  it('when nothing is selected, then 400; when the order is unknown, a quote or no id at all, then 404 in the error model', async () => {
    expectError(await post('/api/admin/fetchsinglecsv', { moveDatabaseID: full.id, selectedMoveDetails: {} }, admin), 400, ErrorCode.validation);
    expectError(
      await post('/api/admin/fetchsinglecsv', { moveDatabaseID: full.id, selectedMoveDetails: { finalCost: false } }, admin),
      400,
      ErrorCode.validation,
    );
    expectError(await post('/api/admin/fetchsinglecsv', { moveDatabaseID: crypto.randomUUID(), selectedMoveDetails: ALL }, admin), 404, ErrorCode.notFound);
    expectError(await post('/api/admin/fetchsinglecsv', { moveDatabaseID: 'MD-100001', selectedMoveDetails: ALL }, admin), 404, ErrorCode.notFound);
    const quote = ok(await post('/api/residential_details', fullDraft()));
    expectError(await post('/api/admin/fetchsinglecsv', { moveDatabaseID: quote.moveDatabaseID, selectedMoveDetails: ALL }, admin), 404, ErrorCode.notFound);
    expectError(await post('/api/admin/fetchsinglepdf', { moveDatabaseID: crypto.randomUUID(), selectedMoveDetails: ALL }, admin), 404, ErrorCode.notFound);
    expectError(await post('/api/admin/fetchsinglepdf', { moveDatabaseID: full.id }, admin), 400, ErrorCode.validation);
  });
});

/** The text of a PDF, as poppler's pdftotext reads it, and its page count. */
async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moveday-pdf-'));
  try {
    const file = path.join(dir, 'order.pdf');
    await fs.writeFile(file, bytes);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    const { stdout: info } = await run('pdfinfo', [file]);
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('POST /api/admin/fetchsinglepdf', () => {
  let db: any;
  before(async () => {
    [db] = await sql(
      `SELECT preferred_date_1::text AS p1, preferred_date_2::text AS p2, actual_move_date::text AS actual, delivery_date::text AS delivery, final_amount
         FROM moves WHERE id = $1`,
      [full.id],
    );
  });

  /** Text that only each group puts on the page. */
  const marks = () => ({
    customerDetails: ['Zelda Quimby', CUSTOMER.userEmail, '(720) 555-0123'],
    moveDetails: [full.moveID, 'Partner assigned', partnerName, mdy(db.actual)],
    serviceType: ['Boxed and Ready to Go'],
    preferredDateOpt1: ['option 1'],
    preferredDateOpt2: ['option 2'],
    pickupLocation: [`77 Pickup Way ${TAG}`, `Narrow gate ${TAG}`, 'Bedroom: 2'],
    dropoffLocation: [`88 Dropoff Ave ${TAG}`, 'ring the bell'],
    services: ['50-Box Medium Packing Kit', 'Disassemble furniture', mdy(db.delivery)],
    finalCost: [`$${Number(db.final_amount).toLocaleString('en-US')}`, 'Fixed price'],
  });

  it('when the defaults are chosen, then the one-page PDF holds the move details, service type and both dates, and nothing else of the order', async () => {
    const file = await download('POST', '/api/admin/fetchsinglepdf', { moveDatabaseID: full.id, selectedMoveDetails: DEFAULTS });
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.equal('application/pdf');
    expect(file.headers.get('content-disposition')).to.equal(`attachment; filename="moveday-order-${full.moveID}.pdf"`);
    expect(file.bytes.subarray(0, 5).toString()).to.equal('%PDF-');
    const { text, pages } = await pdfText(file.bytes);
    expect(pages).to.equal(1);
    expect(text).to.include('MoveDay').and.to.include('Move summary');
    for (const [group, texts] of Object.entries(marks())) {
      for (const mark of texts) {
        if (group in DEFAULTS) expect(text, `${group}: ${mark}`).to.include(mark);
        else expect(text, `${group}: ${mark}`).not.to.include(mark);
      }
    }
    expect(text).to.include(mdy(db.p1)).and.to.include(mdy(db.p2));
  });

  it('when customer, pickup and final cost are chosen, then those appear and neither the move number nor the dates nor the drop-off', async () => {
    const chosen = { customerDetails: true, pickupLocation: true, finalCost: true };
    const { text } = await pdfText((await download('POST', '/api/admin/fetchsinglepdf', { moveDatabaseID: full.id, selectedMoveDetails: chosen })).bytes);
    for (const [group, texts] of Object.entries(marks())) {
      for (const mark of texts) {
        if (group in chosen) expect(text, `${group}: ${mark}`).to.include(mark);
        else expect(text, `${group}: ${mark}`).not.to.include(mark);
      }
    }
    expect(text).not.to.include(mdy(db.p1));
    expect(text).not.to.include(mdy(db.p2));
  });

  it('when every group is chosen, then everything fits on one page', async () => {
    const { text, pages } = await pdfText((await download('POST', '/api/admin/fetchsinglepdf', { moveDatabaseID: full.id, selectedMoveDetails: ALL })).bytes);
    expect(pages).to.equal(1);
    for (const texts of Object.values(marks())) for (const mark of texts) expect(text).to.include(mark);
  });

  it('when every field of an order is at its longest, then every group still fits on one page', async () => {
    const long = withDraft((d) => {
      d.pickupTab1.pickUpRooms = { livingroom: 2, bedroom: 6, kitchen: 1, diningroom: 1, bathroom: 4, study: 1, basement: 1, attic: 1, garage: 2 };
      d.pickupTab1.pickUpAddress.streetaddress = `${'1234 Very Long Street Name Boulevard North '.repeat(2)}`.slice(0, 60).trim();
      d.pickupTab1.pickUpAddress.streetaddress2 = 'Building C, Suite 1200, Back Entrance by the Loading Dock'.slice(0, 60);
      d.pickupTab2.heavyItemsToMove = Object.fromEntries(HEAVY_ITEMS.map((item) => [item.key, 2]));
      d.pickupTab2.moversWillNeedToNavigate = Object.fromEntries(OBSTACLES.map((o) => [o.key, true]));
      d.pickupTab2.otherDesc = 'Narrow gate and a steep driveway. '.repeat(8).slice(0, 250);
      d.dropLocationTab.moversWillNeedToNavigate = Object.fromEntries(OBSTACLES.map((o) => [o.key, true]));
      d.dropLocationTab.otherDesc = 'Back door through the garden. '.repeat(9).slice(0, 250);
      d.dropLocationTab.anythingElseToKnow = 'Ring twice; the lift is small and the sofa goes by the stairs. '.repeat(4).slice(0, 250);
      d.packingSupplies.largePacking = true;
      d.servicesTab.desiredDeliveryDate.preferredDate = d.moveDatePreferences.preferredDateOpt1! - DAY_MS;
      d.additionalHelp = { disassemblefurniture: true, reassemblefurniture: true, unpacking: true };
    });
    const order = ok(
      await post(
        '/api/addorder',
        {
          ...long,
          customerDetails: {
            firstName: 'Maximiliana Josephine',
            lastName: 'Featherstonehaugh Worthington',
            userEmail: uniqueEmail('very.long.name'),
            userPhone: '7205550125',
          },
          confirmSaveAdminAction: 'save',
        },
        admin,
      ),
    );
    ok(
      await post(
        '/api/admin/add_cancel_reason',
        {
          moveDatabaseID: order.moveDatabaseID,
          cancelReason: 'The customer found another date, with family help, and a cheaper truck as well. '.repeat(2).slice(0, 100),
        },
        admin,
      ),
    );
    const { text, pages } = await pdfText(
      (await download('POST', '/api/admin/fetchsinglepdf', { moveDatabaseID: order.moveDatabaseID, selectedMoveDetails: ALL })).bytes,
    );
    expect(pages).to.equal(1);
    expect(text).to.include('Featherstonehaugh').and.to.include('Other Specialty item(s): 2');
  });

  it('when a cancelled order is shared with its cancellation, then the reason and the date appear', async () => {
    const [c] = await sql('SELECT cancel_date::text AS cancel_date FROM moves WHERE id = $1', [cancelled.id]);
    const { text } = await pdfText(
      (await download('POST', '/api/admin/fetchsinglepdf', { moveDatabaseID: cancelled.id, selectedMoveDetails: { cancelReason: true, cancelDate: true } }))
        .bytes,
    );
    expect(text).to.include(CANCEL_REASON).and.to.include(mdy(c.cancel_date));
    expect(text).not.to.include('Carl');
    expect(text).not.to.include(cancelled.moveID);
  });
});

describe('Exports are for admins only', () => {
  const calls: Array<[string, string, unknown]> = [
    ['GET', '/api/admin/fetchcsv', undefined],
    ['GET', '/api/admin/fetchxlsx', undefined],
    ['POST', '/api/admin/fetchsinglecsv', { moveDatabaseID: '00000000-0000-4000-8000-000000000000', selectedMoveDetails: { moveDetails: true } }],
    ['POST', '/api/admin/fetchsinglepdf', { moveDatabaseID: '00000000-0000-4000-8000-000000000000', selectedMoveDetails: { moveDetails: true } }],
  ];
  for (const [method, path, body] of calls) {
    it(`when ${method} ${path} comes without a token, then 401; from a customer, then 403, and no file`, async () => {
      expectError(await call(method, path, body), 401, ErrorCode.unauthorized);
      const customer = await createTestCustomer();
      const token = await login(customer.userEmail, customer.password);
      expectError(await call(method, path, body, token), 403, ErrorCode.forbidden);
    });
  }
  it("when the order belongs to the customer asking, then still 403: sharing is the back office's", async () => {
    const answer = await post(
      '/api/admin/fetchsinglepdf',
      { moveDatabaseID: full.id, selectedMoveDetails: DEFAULTS },
      await login(CUSTOMER.userEmail, 'moving-day1'),
    );
    expectError(answer, 403, ErrorCode.forbidden);
    expect(await get('/api/admin/dashboard')).to.have.property('status', 401);
  });
});

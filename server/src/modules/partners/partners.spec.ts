import crypto from 'node:crypto';
import { expect } from 'chai';
import { ErrorCode, Messages, dayToIso, formatMessage, todayIn } from '@moveday/openapi';
import { call, expectError, get, login, post, sql, uniqueEmail, type ApiAnswer } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { denverDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';

let admin = '';
before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
});

/** A company name no other test uses, so that duplicates and searches stay within the test. */
const company = (label = 'Movers') => `${label} ${crypto.randomBytes(4).toString('hex')}`;

function groupedPartner(companyName = company()) {
  return {
    partnerDetails: { companyName, state: 'CO', city: 'Denver' },
    primaryContact: {
      name: 'Pat Crew',
      primaryPhone: '3035550111',
      secondaryPhone: '',
      primaryEmail: 'pat@crew.example.com',
      secondaryEmail: '',
      notes: 'Weekdays only',
    },
    secondaryContact: { name: '', primaryPhone: '', secondaryPhone: '', primaryEmail: '', secondaryEmail: '', notes: '' },
  };
}

function flatPartner(companyName = company()) {
  return {
    companyName,
    city: 'Tucson',
    state: 'Arizona',
    namePrimaryContact: 'Lee Haul',
    primaryPhonePrimaryContact: '5205550100',
    secondaryPhonePrimaryContact: '5205550101',
    primaryEmailPrimaryContact: 'lee@haul.example.com',
    secondaryEmailPrimaryContact: 'office@haul.example.com',
    notesPrimaryContact: '',
    nameSecondaryContact: 'Sam Haul',
    primaryPhoneSecondaryContact: '5205550102',
    secondaryPhoneSecondaryContact: '',
    primaryEmailSecondaryContact: 'sam@haul.example.com',
    secondaryEmailSecondaryContact: '',
    notesSecondaryContact: 'Nights',
  };
}

async function addPartner(body: unknown = groupedPartner()): Promise<any> {
  const answer = await post('/api/partner_details', body, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body.result;
}

/** A booked, fixed-price Denver move (status open) for a new customer. */
async function openOrder(): Promise<{ id: string; preferred: number }> {
  const draft = denverDraft();
  const quoted = await post('/api/residential_details', draft);
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const signup = await post('/api/signup_details', {
    moveDetailsID: quoted.body.moveDatabaseID,
    firstName: 'Robin',
    lastName: 'Partnertest',
    userEmail: uniqueEmail('partners'),
    userPhone: '7205550142',
    password: 'moving-day1',
    confirmPassword: 'moving-day1',
    terms: true,
  });
  expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  return { id: quoted.body.moveDatabaseID, preferred: draft.moveDatePreferences.preferredDateOpt1! };
}

const assign = (order: { id: string; preferred: number }, partnerID: string) =>
  post('/api/admin/assignpartner', { moveDatabaseID: order.id, actualMoveDate: order.preferred, partnerDatabaseID: partnerID }, admin);

describe('POST /api/partner_details (Add Partner)', () => {
  it('when the grouped form is sent, then the partner is saved and answered in both forms with its location', async () => {
    const body = groupedPartner();
    const answer = await post('/api/partner_details', body, admin);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.include({ error: false, message: Messages.partnerAdded });
    const partner = answer.body.result;
    expect(partner.partnerID)
      .to.match(/^[0-9a-f-]{36}$/)
      .and.equal(partner.id);
    expect(partner).to.include({ companyName: body.partnerDetails.companyName, city: 'Denver', state: 'CO', location: 'Denver, CO' });
    // Added through the spec's form, it is not narrowed for dispatch: every area, no daily limit, no insurance on file.
    const notNarrowed = { serviceCities: [], crews: null, licenceNumber: '', insuranceExpires: null };
    expect(partner.partnerDetails).to.deep.equal({ ...body.partnerDetails, ...notNarrowed });
    expect(partner).to.deep.include(notNarrowed);
    expect(partner.primaryContact).to.deep.equal(body.primaryContact);
    expect(partner.secondaryContact).to.deep.equal(body.secondaryContact);
    expect(partner).to.include({
      namePrimaryContact: 'Pat Crew',
      primaryPhonePrimaryContact: '3035550111',
      primaryEmailPrimaryContact: 'pat@crew.example.com',
      notesPrimaryContact: 'Weekdays only',
      nameSecondaryContact: '',
    });
  });

  it('when the flat form is sent, then the same partner comes back in both forms, the state shown as its code in the location', async () => {
    const body = flatPartner();
    const partner = await addPartner(body);
    expect(partner).to.include({ ...body, location: 'Tucson, AZ' });
    expect(partner.secondaryContact).to.deep.equal({
      name: 'Sam Haul',
      primaryPhone: '5205550102',
      secondaryPhone: '',
      primaryEmail: 'sam@haul.example.com',
      secondaryEmail: '',
      notes: 'Nights',
    });
    const listed = (await get('/api/admin/fetchpartners', admin)).body.find((p: any) => p.partnerID === partner.partnerID);
    expect(listed).to.deep.equal(partner);
  });

  it('when values carry spaces around them, then they are trimmed', async () => {
    const body = groupedPartner();
    const partner = await addPartner({
      ...body,
      partnerDetails: { ...body.partnerDetails, city: '  Denver ' },
      primaryContact: { ...body.primaryContact, primaryPhone: ' 3035550111 ' },
    });
    expect(partner).to.include({ city: 'Denver', primaryPhonePrimaryContact: '3035550111' });
  });

  it('when the same company is added twice in one city, then the second is refused with 409', async () => {
    const body = groupedPartner();
    await addPartner(body);
    const shouted = body.partnerDetails.companyName.toUpperCase();
    const again = await post('/api/partner_details', { ...body, partnerDetails: { ...body.partnerDetails, companyName: shouted } }, admin);
    expectError(again, 409, ErrorCode.partnerDuplicate, `A partner named ${shouted} already exists in Denver, CO.`);
    const elsewhere = await post('/api/partner_details', { ...body, partnerDetails: { ...body.partnerDetails, city: 'Aurora' } }, admin);
    expect(elsewhere.status).to.equal(200);
  });

  describe("the spec's checks, in its order: the first failing step answers", () => {
    type Edit = (p: ReturnType<typeof groupedPartner>) => void;
    const cases: Array<[string, Edit, string, string[]]> = [
      [
        'no company name (and a bad email)',
        (p) => {
          p.partnerDetails.companyName = '';
          p.primaryContact.primaryEmail = 'nope';
        },
        Messages.partnerFillMandatoryFields,
        ['partnerDetails.companyName'],
      ],
      ['no state', (p) => (p.partnerDetails.state = ' '), Messages.partnerFillMandatoryFields, ['partnerDetails.state']],
      ['no city', (p) => (p.partnerDetails.city = ''), Messages.partnerFillMandatoryFields, ['partnerDetails.city']],
      ['no contact name', (p) => (p.primaryContact.name = ''), Messages.partnerFillMandatoryFields, ['primaryContact.name']],
      [
        'no primary email nor phone',
        (p) => {
          p.primaryContact.primaryEmail = '';
          p.primaryContact.primaryPhone = '';
        },
        Messages.partnerFillMandatoryFields,
        ['primaryContact.primaryEmail', 'primaryContact.primaryPhone'],
      ],
      [
        'a bad primary email (and a bad primary phone)',
        (p) => {
          p.primaryContact.primaryEmail = 'pat@crew';
          p.primaryContact.primaryPhone = '123';
        },
        Messages.partnerInvalidEmailFormat,
        ['primaryContact.primaryEmail'],
      ],
      [
        'a 9-digit primary phone (and a bad other email)',
        (p) => {
          p.primaryContact.primaryPhone = '303555011';
          p.primaryContact.secondaryEmail = 'x@';
        },
        Messages.partnerInvalidPhone,
        ['primaryContact.primaryPhone'],
      ],
      ['a primary phone with dashes', (p) => (p.primaryContact.primaryPhone = '303-555-0111'), Messages.partnerInvalidPhone, ['primaryContact.primaryPhone']],
      [
        'a bad secondary email of the primary contact (and a bad other phone)',
        (p) => {
          p.primaryContact.secondaryEmail = 'pat at crew';
          p.secondaryContact.primaryPhone = '1';
        },
        Messages.partnerInvalidEmailFormat,
        ['primaryContact.secondaryEmail'],
      ],
      [
        'bad emails of the secondary contact',
        (p) => {
          p.secondaryContact.primaryEmail = 'a@b';
          p.secondaryContact.secondaryEmail = '@b.com';
        },
        Messages.partnerInvalidEmailFormat,
        ['secondaryContact.primaryEmail', 'secondaryContact.secondaryEmail'],
      ],
      [
        'a bad secondary phone of the primary contact',
        (p) => (p.primaryContact.secondaryPhone = '30355501111'),
        Messages.partnerInvalidPhone,
        ['primaryContact.secondaryPhone'],
      ],
      [
        'a bad phone of the secondary contact',
        (p) => (p.secondaryContact.secondaryPhone = 'call me'),
        Messages.partnerInvalidPhone,
        ['secondaryContact.secondaryPhone'],
      ],
      [
        'a company name of 61 characters',
        (p) => (p.partnerDetails.companyName = 'c'.repeat(61)),
        Messages.partnerCompanyTooLong,
        ['partnerDetails.companyName'],
      ],
      ['a city of 31 characters', (p) => (p.partnerDetails.city = 'c'.repeat(31)), Messages.cityTooLong, ['partnerDetails.city']],
      ['a state of 31 characters', (p) => (p.partnerDetails.state = 's'.repeat(31)), Messages.stateTooLong, ['partnerDetails.state']],
      ['notes of 101 characters', (p) => (p.secondaryContact.notes = 'n'.repeat(101)), Messages.partnerNotesTooLong, ['secondaryContact.notes']],
      ['a contact name of 51 characters', (p) => (p.primaryContact.name = 'n'.repeat(51)), Messages.nameTooLong, ['primaryContact.name']],
    ];
    for (const [label, edit, message, fields] of cases) {
      it(`when the partner has ${label}, then 400 "${message}" naming ${fields.join(', ')}`, async () => {
        const body = groupedPartner();
        edit(body);
        const answer = await post('/api/partner_details', body, admin);
        expectError(answer, 400, ErrorCode.validation, message);
        expect(Object.keys(answer.body.fields)).to.have.members(fields);
      });
    }

    it('when the flat form breaks a rule, then the failing fields carry the flat names', async () => {
      const answer = await post('/api/partner_details', { ...flatPartner(), primaryEmailPrimaryContact: '', namePrimaryContact: undefined }, admin);
      expectError(answer, 400, ErrorCode.validation, Messages.partnerFillMandatoryFields);
      expect(Object.keys(answer.body.fields)).to.have.members(['namePrimaryContact', 'primaryEmailPrimaryContact']);
    });

    it('when nothing at all is sent, then it is "fill all the mandatory fields", not a schema error', async () => {
      const answer = await post('/api/partner_details', {}, admin);
      expectError(answer, 400, ErrorCode.validation, Messages.partnerFillMandatoryFields);
      expect(Object.keys(answer.body.fields)).to.have.length(6);
    });

    it('when every field is at its limit (60, 30, 30, 50, 100), then the partner is added', async () => {
      const body = groupedPartner(company().padEnd(60, 'x'));
      expect(body.partnerDetails.companyName).to.have.length(60);
      body.partnerDetails.city = 'c'.repeat(30);
      body.partnerDetails.state = 's'.repeat(30);
      body.primaryContact.name = 'n'.repeat(50);
      body.primaryContact.notes = 'n'.repeat(100);
      const partner = await addPartner(body);
      expect(partner.location).to.equal(`${'c'.repeat(30)}, ${'s'.repeat(30)}`);
    });

    it('when nothing is saved after a refusal, then the partner list does not have it', async () => {
      const body = groupedPartner();
      body.primaryContact.primaryPhone = '12';
      await post('/api/partner_details', body, admin);
      const rows = await sql('SELECT count(*)::int AS count FROM partners WHERE company_name = $1', [body.partnerDetails.companyName]);
      expect(rows[0].count).to.equal(0);
    });
  });
});

describe('POST /api/partner_details/partnerdetail and /editpartnerdetail (Edit Partner)', () => {
  it('when the edit screen opens a partner, then its details come back in result', async () => {
    const partner = await addPartner();
    const answer = await post('/api/partner_details/partnerdetail', { partnerID: partner.partnerID }, admin);
    expect(answer.status).to.equal(200);
    expect(answer.body.result).to.deep.equal(partner);
  });

  it('when the partner does not exist, then 404', async () => {
    expectError(await post('/api/partner_details/partnerdetail', { partnerID: crypto.randomUUID() }, admin), 404, ErrorCode.notFound, Messages.partnerNotFound);
    expectError(await post('/api/partner_details/partnerdetail', { partnerID: 'not-an-id' }, admin), 404, ErrorCode.notFound);
  });

  it('when an edit is saved in the flat form, then the partner changes and keeps its id', async () => {
    const partner = await addPartner();
    const answer = await post('/api/partner_details/editpartnerdetail', { ...flatPartner(partner.companyName), partnerID: partner.partnerID }, admin);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.include({ error: false, message: Messages.partnerSaved });
    expect(answer.body.result).to.include({ partnerID: partner.partnerID, city: 'Tucson', location: 'Tucson, AZ', nameSecondaryContact: 'Sam Haul' });
    expect((await post('/api/partner_details/partnerdetail', { partnerID: partner.partnerID }, admin)).body.result.city).to.equal('Tucson');
  });

  it('when the whole record comes back with only its flat fields edited, then the flat edit wins over the stale grouped copy', async () => {
    const partner = await addPartner();
    const answer = await post('/api/partner_details/editpartnerdetail', { ...partner, city: 'Boulder', namePrimaryContact: 'Jo Crew' }, admin);
    expect(answer.body.result).to.include({ city: 'Boulder', namePrimaryContact: 'Jo Crew', location: 'Boulder, CO' });
    expect(answer.body.result.primaryContact.name).to.equal('Jo Crew');
  });

  it('when the whole record comes back with only its grouped fields edited, then the grouped edit wins', async () => {
    const partner = await addPartner();
    const answer = await post(
      '/api/partner_details/editpartnerdetail',
      { ...partner, partnerDetails: { ...partner.partnerDetails, city: 'Golden' }, secondaryContact: { ...partner.secondaryContact, name: 'Al Backup' } },
      admin,
    );
    expect(answer.body.result).to.include({ city: 'Golden', nameSecondaryContact: 'Al Backup' });
  });

  it('when an edit breaks a rule, then the spec message comes back and nothing changes', async () => {
    const partner = await addPartner();
    const answer = await post(
      '/api/partner_details/editpartnerdetail',
      { ...groupedPartner(partner.companyName), partnerID: partner.partnerID, primaryContact: { ...groupedPartner().primaryContact, primaryEmail: 'bad' } },
      admin,
    );
    expectError(answer, 400, ErrorCode.validation, Messages.partnerInvalidEmailFormat);
    expect((await post('/api/partner_details/partnerdetail', { partnerID: partner.partnerID }, admin)).body.result).to.deep.equal(partner);
  });
});

describe('POST /api/partner_details/deletepartner', () => {
  it('when a partner with no orders is deleted, then it leaves the list and cannot be opened or assigned', async () => {
    const partner = await addPartner();
    const answer = await post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({ error: false, message: Messages.partnerDeleted });
    expect(answer.body.result.partnerID).to.equal(partner.partnerID);
    const list = (await get('/api/admin/fetchpartners', admin)).body as any[];
    expect(list.map((p) => p.partnerID)).to.not.include(partner.partnerID);
    expectError(await post('/api/partner_details/partnerdetail', { partnerID: partner.partnerID }, admin), 404, ErrorCode.notFound);
    expectError(await post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin), 404, ErrorCode.notFound);
    expectError(await assign(await openOrder(), partner.partnerID), 404, ErrorCode.notFound, Messages.partnerNotFound);
  });

  it("when a deleted partner's company name is used again, then a new partner can be added", async () => {
    const partner = await addPartner();
    await post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin);
    const again = await addPartner(groupedPartner(partner.companyName));
    expect(again.partnerID).to.not.equal(partner.partnerID);
  });

  it('when the partner has an assigned order, then the delete is refused with 409; after completion it is allowed and the order keeps the name', async () => {
    const partner = await addPartner();
    const order = await openOrder();
    expect((await assign(order, partner.partnerID)).status).to.equal(200);

    const refused = await post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin);
    expectError(
      refused,
      409,
      ErrorCode.partnerInUse,
      `${partner.companyName} is assigned to 1 open order: it can be deleted once those orders are completed or cancelled.`,
    );
    expect((await get('/api/admin/fetchpartners', admin)).body.map((p: any) => p.partnerID)).to.include(partner.partnerID);

    await sql('UPDATE moves SET actual_move_date = $2 WHERE id = $1', [order.id, dayToIso(todayIn('America/Denver'))]);
    expect((await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: order.id }, admin)).status).to.equal(200);
    expect((await post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin)).status).to.equal(200);

    const [row] = await sql('SELECT status, partner_id, partner_name FROM moves WHERE id = $1', [order.id]);
    expect(row).to.deep.equal({ status: 'completed', partner_id: partner.partnerID, partner_name: partner.companyName });
    const detail = await get(`/api/admin/orders/${order.id}`, admin);
    expect(detail.body.partnerName).to.equal(partner.companyName);
  });

  it('when the partner has two assigned orders, then the refusal counts them', async () => {
    const partner = await addPartner();
    for (const order of [await openOrder(), await openOrder()]) expect((await assign(order, partner.partnerID)).status).to.equal(200);
    const refused = await post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin);
    expectError(
      refused,
      409,
      ErrorCode.partnerInUse,
      `${partner.companyName} is assigned to 2 open orders: it can be deleted once those orders are completed or cancelled.`,
    );
  });

  it("when the partner's only order was cancelled, then it can be deleted", async () => {
    const partner = await addPartner();
    const order = await openOrder();
    await assign(order, partner.partnerID);
    expect((await post('/api/admin/add_cancel_reason', { moveDatabaseID: order.id, cancelReason: 'Customer moved away' }, admin)).status).to.equal(200);
    expect((await post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin)).status).to.equal(200);
  });

  it('when a delete and an assignment of the same partner race, then either the delete is refused or the assignment finds no partner', async () => {
    for (let round = 0; round < 3; round++) {
      const partner = await addPartner();
      const order = await openOrder();
      const [assigned, deleted] = await Promise.all([
        assign(order, partner.partnerID),
        post('/api/partner_details/deletepartner', { partnerID: partner.partnerID }, admin),
      ]);
      expect(`${assigned.status}/${deleted.status}`).to.be.oneOf(['200/409', '404/200']);
      const [row] = await sql('SELECT p.deleted_at IS NOT NULL AS deleted, m.status FROM moves m, partners p WHERE m.id = $1 AND p.id = $2', [
        order.id,
        partner.partnerID,
      ]);
      expect(row.deleted && row.status === 'partnerassigned', 'a deleted partner with an assigned order').to.equal(false);
    }
  });
});

describe('/api/admin/partners (react-admin resource)', () => {
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const list = (query: string, token = admin): Promise<ApiAnswer> => get(`/api/admin/partners?${query}`, token);

  it('when a page is asked for with a search, then it is filtered, sorted and ranged, with Content-Range', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    for (const name of ['Charlie', 'alpha', 'Bravo']) await addPartner(groupedPartner(`${name} ${tag}`));
    const page = await list(`sort=${json(['companyName', 'ASC'])}&range=${json([0, 1])}&filter=${json({ q: tag })}`);
    expect(page.status).to.equal(200);
    expect(page.body.map((p: any) => p.companyName)).to.deep.equal([`alpha ${tag}`, `Bravo ${tag}`]);
    expect(page.headers.get('content-range')).to.equal('partners 0-1/3');
    const last = await list(`sort=${json(['companyName', 'DESC'])}&range=${json([2, 9])}&filter=${json({ q: tag })}`);
    expect(last.body.map((p: any) => p.companyName)).to.deep.equal([`alpha ${tag}`]);
    expect(last.headers.get('content-range')).to.equal('partners 2-2/3');
    const none = await list(`filter=${json({ q: `${tag} nobody` })}`);
    expect(none.body).to.deep.equal([]);
    expect(none.headers.get('content-range')).to.equal('partners */0');
  });

  it('when getMany asks for ids, then exactly those come back', async () => {
    const a = await addPartner();
    const b = await addPartner();
    const answer = await list(`filter=${json({ id: [a.id, b.id, 'junk'] })}`);
    expect(answer.body.map((p: any) => p.id)).to.have.members([a.id, b.id]);
  });

  it('when the search is a phone written with punctuation, then the partner with that phone is found, as in the other lists', async () => {
    const digits = `5${crypto.randomInt(100_000_000, 999_999_999)}`;
    const partner = groupedPartner();
    partner.primaryContact.primaryPhone = digits;
    const added = await addPartner(partner);
    const answer = await list(`filter=${json({ q: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` })}`);
    expect(answer.body.map((p: any) => p.id)).to.deep.equal([added.id]);
  });

  it('when the search is longer than 100 characters, then 400 naming filter.q, as in the other lists', async () => {
    const answer = await list(`filter=${json({ q: 'x'.repeat(101) })}`);
    expectError(answer, 400, ErrorCode.validation, formatMessage('listSearchTooLong', { max: 100 }));
    expect(answer.body.fields).to.have.property('filter.q');
  });

  it('when the sort or filter is malformed, then 400', async () => {
    expectError(await list(`sort=${json(['password', 'ASC'])}`), 400, ErrorCode.validation);
    expectError(await list(`filter=${json({ colour: 'red' })}`), 400, ErrorCode.validation);
    expectError(await list('range=[5,1]'), 400, ErrorCode.validation);
  });

  it('when react-admin creates, reads, updates and deletes a partner, then the same rules and answers hold', async () => {
    const created = await call('POST', '/api/admin/partners', flatPartner(), admin);
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const id = created.body.id;
    expect((await get(`/api/admin/partners/${id}`, admin)).body).to.deep.equal(created.body);

    const invalid = await call('PUT', `/api/admin/partners/${id}`, { ...created.body, primaryPhonePrimaryContact: '555' }, admin);
    expectError(invalid, 400, ErrorCode.validation, Messages.partnerInvalidPhone);
    const updated = await call('PUT', `/api/admin/partners/${id}`, { ...created.body, notesPrimaryContact: 'Call first' }, admin);
    expect(updated.status).to.equal(200);
    expect(updated.body).to.include({ id, notesPrimaryContact: 'Call first' });
    expect(updated.body.primaryContact.notes).to.equal('Call first');

    const deleted = await call('DELETE', `/api/admin/partners/${id}`, undefined, admin);
    expect(deleted.status).to.equal(200);
    expect(deleted.body.id).to.equal(id);
    expectError(await get(`/api/admin/partners/${id}`, admin), 404, ErrorCode.notFound);
    expectError(await call('POST', '/api/admin/partners', {}, admin), 400, ErrorCode.validation, Messages.partnerFillMandatoryFields);
  });
});

describe('Partner calls and roles', () => {
  it('when a customer or nobody calls them, then 403 or 401', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    const partner = await addPartner();
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/fetchpartners', undefined],
      ['POST', '/api/partner_details', groupedPartner()],
      ['POST', '/api/partner_details/editpartnerdetail', { ...groupedPartner(), partnerID: partner.partnerID }],
      ['POST', '/api/partner_details/partnerdetail', { partnerID: partner.partnerID }],
      ['POST', '/api/partner_details/deletepartner', { partnerID: partner.partnerID }],
      ['GET', '/api/admin/partners', undefined],
      ['GET', `/api/admin/partners/${partner.partnerID}`, undefined],
      ['PUT', `/api/admin/partners/${partner.partnerID}`, groupedPartner()],
      ['DELETE', `/api/admin/partners/${partner.partnerID}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expectError(await call(method, path, body, token), 403, ErrorCode.forbidden);
      expectError(await call(method, path, body), 401, ErrorCode.unauthorized);
    }
    expect((await post('/api/partner_details/partnerdetail', { partnerID: partner.partnerID }, admin)).body.result).to.deep.equal(partner);
  });
});

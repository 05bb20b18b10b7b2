import crypto from 'node:crypto';
import { expect } from 'chai';
import { ErrorCode, Limits, Messages } from '@moveday/openapi';
import { call, expectError, get, login, mailbox, post, uniqueEmail, type ApiAnswer, queuedMailSubjects } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { ADMIN } from '../../../test/support/hooks.js';

const INFO_EMAIL = 'info@test.moveday.local';

/** A word no other test's enquiry contains, to find this test's enquiries in the shared list. */
const marker = () => `mk${crypto.randomBytes(4).toString('hex')}`;

const commercialDetails = (overrides: Record<string, unknown> = {}) => ({
  fromlocation: 'Denver, CO',
  tolocation: 'Fort Collins, CO',
  firstname: 'Dana',
  lastname: 'Reyes',
  useremail: uniqueEmail('office'),
  userphone: '3035550100',
  moredesc: 'A 20-desk office with a server rack',
  ...overrides,
});

const homeEnquiry = (overrides: Record<string, unknown> = {}) => ({
  selectOption: 'Moving-Services',
  firstName: 'Sam',
  lastName: 'Lee',
  phone: '7205550199',
  email: uniqueEmail('visitor'),
  comment: 'Do you move pianos?',
  notification: true,
  ...overrides,
});

let adminToken: string | undefined;
const asAdmin = async () => (adminToken ??= await login(ADMIN.email, ADMIN.password));

/** The console's list call, with ra-data-simple-rest's JSON query parameters; as the admin unless a token (or null: none) is given. */
async function listEnquiries(query: { sort?: unknown; range?: unknown; filter?: unknown }, token?: string | null): Promise<ApiAnswer> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return get(`/api/admin/enquiries?${params}`, token === undefined ? await asAdmin() : (token ?? undefined));
}

async function storedFor(email: string) {
  const answer = await listEnquiries({ filter: { q: email } });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body as Record<string, unknown>[];
}

function expectFieldError(answer: ApiAnswer, field: string, message: string): void {
  expectError(answer, 400, ErrorCode.validation, message);
  expect(answer.body.fields).to.deep.equal({ [field]: message });
}

describe('POST /api/commercial_details', () => {
  it('when every field is valid, then 200 with a thank-you, the enquiry is stored, and the company and the sender are mailed', async () => {
    const body = commercialDetails();
    const answer = await post('/api/commercial_details', body);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.deep.equal({ error: false, message: Messages.commercialEnquirySent });

    const [stored, ...others] = await storedFor(body.useremail);
    expect(others).to.have.length(0);
    expect(stored).to.include({
      kind: 'commercial',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: body.useremail,
      phone: '3035550100',
      fromlocation: 'Denver, CO',
      tolocation: 'Fort Collins, CO',
      message: body.moredesc,
      selectOption: null,
      notification: null,
    });
    expect(stored!.createdAt).to.be.a('number').that.is.closeTo(Date.now(), 60_000);

    const company = await mailbox().waitFor(INFO_EMAIL, (m) => m.text.includes(body.useremail));
    expect(company.subject).to.include('Commercial').and.include('Dana Reyes');
    for (const value of ['Denver, CO', 'Fort Collins, CO', 'Dana', 'Reyes', body.useremail, '3035550100', body.moredesc]) {
      expect(company.text).to.include(value);
    }
    const acknowledgement = await mailbox().waitFor(body.useremail);
    expect(acknowledgement.subject).to.include('We received your commercial move enquiry');
    expect(acknowledgement.text).to.include('Hi Dana,');
  });

  it('when strings have spaces around them and the phone has punctuation, then the trimmed text and the digits are stored', async () => {
    const email = uniqueEmail('office');
    const answer = await post(
      '/api/commercial_details',
      commercialDetails({ firstname: '  Mary Ann ', fromlocation: ' Dallas ', useremail: ` ${email} `, userphone: ' (214) 555-0123 ' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const [stored] = await storedFor(email);
    expect(stored).to.include({ firstName: 'Mary Ann', fromlocation: 'Dallas', email, phone: '2145550123' });
  });

  for (const field of ['fromlocation', 'tolocation', 'firstname', 'lastname', 'useremail', 'userphone', 'moredesc']) {
    it(`when ${field} is missing or blank, then 400 'Fill all the mandatory fields' names it`, async () => {
      const missing = commercialDetails();
      delete (missing as Record<string, unknown>)[field];
      expectFieldError(await post('/api/commercial_details', missing), field, Messages.fillMandatoryFields);
      expectFieldError(await post('/api/commercial_details', commercialDetails({ [field]: '   ' })), field, Messages.fillMandatoryFields);
    });
  }

  it("when a name has anything but letters and spaces, then 400 'Name accepts characters only'", async () => {
    expectFieldError(await post('/api/commercial_details', commercialDetails({ firstname: 'Dana2' })), 'firstname', Messages.nameCharactersOnly);
    expectFieldError(await post('/api/commercial_details', commercialDetails({ lastname: "O'Neil" })), 'lastname', Messages.nameCharactersOnly);
  });

  it("when the email is malformed, then 400 'Invalid Email'", async () => {
    expectFieldError(await post('/api/commercial_details', commercialDetails({ useremail: 'dana@example' })), 'useremail', Messages.invalidEmail);
  });

  it("when the phone is not exactly ten digits, then 400 'Invalid phone number'", async () => {
    for (const userphone of ['303555010', '30355501001', '303555010a']) {
      expectFieldError(await post('/api/commercial_details', commercialDetails({ userphone })), 'userphone', Messages.invalidPhone);
    }
  });

  it('when a location, the description or a name is too long, then 400 with its limit, and the limits themselves are accepted', async () => {
    const location = 'x'.repeat(Limits.commercialLocation);
    const name = 'A'.repeat(Limits.name);
    expectFieldError(await post('/api/commercial_details', commercialDetails({ fromlocation: `${location}x` })), 'fromlocation', Messages.locationTooLong);
    expectFieldError(await post('/api/commercial_details', commercialDetails({ tolocation: `${location}x` })), 'tolocation', Messages.locationTooLong);
    const description = 'd'.repeat(Limits.commercialDescription);
    expectFieldError(
      await post('/api/commercial_details', commercialDetails({ moredesc: `${description}d` })),
      'moredesc',
      Messages.commercialDescriptionTooLong,
    );
    expectFieldError(await post('/api/commercial_details', commercialDetails({ lastname: `${name}A` })), 'lastname', Messages.nameTooLong);
    const atLimits = await post(
      '/api/commercial_details',
      commercialDetails({ fromlocation: location, tolocation: location, moredesc: description, firstname: name }),
    );
    expect(atLimits.status, JSON.stringify(atLimits.body)).to.equal(200);
  });

  it('when several fields break rules, then the missing ones lead, every field is listed, and nothing is stored or mailed', async () => {
    const email = uniqueEmail('office');
    const answer = await post('/api/commercial_details', commercialDetails({ useremail: email, firstname: 'D4na', userphone: '123', moredesc: '' }));
    expectError(answer, 400, ErrorCode.validation, Messages.fillMandatoryFields);
    expect(answer.body.fields).to.deep.equal({
      moredesc: Messages.fillMandatoryFields,
      firstname: Messages.nameCharactersOnly,
      userphone: Messages.invalidPhone,
    });
    expect(await storedFor(email)).to.have.length(0);
    expect(await queuedMailSubjects(email)).to.deep.equal([]);
  });

  it('when fields have the wrong type or the body is not an object, then 400 in the error model', async () => {
    const wrongTypes = await post('/api/commercial_details', commercialDetails({ userphone: 3035550100, firstname: ['Dana'] }));
    expectError(wrongTypes, 400, ErrorCode.validation);
    expect(wrongTypes.body.fields).to.include.keys('userphone', 'firstname');
    expectError(await post('/api/commercial_details', [commercialDetails()]), 400, ErrorCode.validation);
    expectError(await call('POST', '/api/commercial_details', '"Denver"'), 400, ErrorCode.validation);
    expectError(await call('POST', '/api/commercial_details', '{"fromlocation":'), 400, ErrorCode.validation, Messages.malformedJson);
  });
});

describe('POST /api/enquirydetails', () => {
  it("when every field is valid, then 200 'Enquiry mail sent successfully', it is stored, and the company and the sender are mailed", async () => {
    const body = homeEnquiry({ selectOption: 'Investment-Opportunities', comment: 'Can we talk about investing?' });
    const answer = await post('/api/enquirydetails', body);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.deep.equal({ error: false, message: Messages.enquirySent });

    const [stored, ...others] = await storedFor(body.email);
    expect(others).to.have.length(0);
    expect(stored).to.include({
      kind: 'home',
      selectOption: 'Investment-Opportunities',
      firstName: 'Sam',
      lastName: 'Lee',
      email: body.email,
      phone: '7205550199',
      message: 'Can we talk about investing?',
      notification: true,
      fromlocation: null,
      tolocation: null,
    });

    const company = await mailbox().waitFor(INFO_EMAIL, (m) => m.text.includes(body.email));
    expect(company.subject).to.include('Investment-Opportunities').and.include('Sam Lee');
    for (const value of ['Investment-Opportunities', 'Sam', 'Lee', body.email, '7205550199', 'Can we talk about investing?', 'Agrees to hear from us: yes']) {
      expect(company.text).to.include(value);
    }
    const acknowledgement = await mailbox().waitFor(body.email);
    expect(acknowledgement.subject).to.equal('We received your enquiry');
    expect(acknowledgement.text).to.include('Hi Sam,').and.include('Can we talk about investing?');
  });

  it('when the comment and the notification are left out, then it is stored with no comment and no consent to hear from us', async () => {
    const body = homeEnquiry({ comment: undefined, notification: undefined, phone: '720.555.0199' });
    const answer = await post('/api/enquirydetails', body);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const [stored] = await storedFor(body.email);
    expect(stored).to.include({ message: '', notification: false, phone: '7205550199' });
    const company = await mailbox().waitFor(INFO_EMAIL, (m) => m.text.includes(body.email));
    expect(company.text).to.include('Comment: (none)').and.include('Agrees to hear from us: no');
  });

  it('when the comment is null, then it counts as left out', async () => {
    const body = homeEnquiry({ comment: null, notification: null });
    expect((await post('/api/enquirydetails', body)).status).to.equal(200);
    expect((await storedFor(body.email))[0]).to.include({ message: '', notification: false });
  });

  for (const field of ['firstName', 'lastName', 'email', 'phone', 'selectOption']) {
    it(`when ${field} is missing or blank, then 400 'Fill all the mandatory fields' names it`, async () => {
      const missing = homeEnquiry();
      delete (missing as Record<string, unknown>)[field];
      expectFieldError(await post('/api/enquirydetails', missing), field, Messages.fillMandatoryFields);
      expectFieldError(await post('/api/enquirydetails', homeEnquiry({ [field]: ' ' })), field, Messages.fillMandatoryFields);
    });
  }

  it("when the email is malformed, then 400 'Invalid email format'", async () => {
    expectFieldError(await post('/api/enquirydetails', homeEnquiry({ email: 'sam at example.com' })), 'email', Messages.invalidEmailFormat);
  });

  it("when the phone is not exactly ten digits, then 400 'Invalid phone number'", async () => {
    for (const phone of ['72055501', '720555019999', 'seven-two-o']) {
      expectFieldError(await post('/api/enquirydetails', homeEnquiry({ phone })), 'phone', Messages.invalidPhone);
    }
  });

  it('when the comment is over 100 characters, then 400, and 100 are accepted', async () => {
    const comment = 'c'.repeat(Limits.enquiryComment);
    expectFieldError(await post('/api/enquirydetails', homeEnquiry({ comment: `${comment}c` })), 'comment', Messages.enquiryCommentTooLong);
    expect((await post('/api/enquirydetails', homeEnquiry({ comment }))).status).to.equal(200);
  });

  it("when the select option is not one of the form's options, then 400 names it", async () => {
    expectFieldError(await post('/api/enquirydetails', homeEnquiry({ selectOption: 'Pizza' })), 'selectOption', Messages.enquiryOptionInvalid);
  });

  it('when a name is over the length limit, then 400', async () => {
    expectFieldError(await post('/api/enquirydetails', homeEnquiry({ firstName: 'S'.repeat(Limits.name + 1) })), 'firstName', Messages.nameTooLong);
  });

  it('when required fields are missing and others are malformed, then the missing ones lead and every field is listed', async () => {
    const answer = await post('/api/enquirydetails', homeEnquiry({ lastName: '', email: 'nope', phone: '12', selectOption: '' }));
    expectError(answer, 400, ErrorCode.validation, Messages.fillMandatoryFields);
    expect(answer.body.fields).to.deep.equal({
      lastName: Messages.fillMandatoryFields,
      email: Messages.invalidEmailFormat,
      phone: Messages.invalidPhone,
      selectOption: Messages.fillMandatoryFields,
    });
  });

  it('when fields have the wrong type, then 400 in the error model naming them', async () => {
    const answer = await post('/api/enquirydetails', homeEnquiry({ comment: 42, selectOption: ['All'], phone: 7205550199 }));
    expectError(answer, 400, ErrorCode.validation);
    expect(answer.body.fields).to.include.keys('comment', 'selectOption', 'phone');
    expectError(await post('/api/enquirydetails', [homeEnquiry()]), 400, ErrorCode.validation);
  });

  it('when one email address is sent more enquiries than the per-account limit, then 429', async () => {
    const email = uniqueEmail('flooded');
    // Invalid phones: nothing is stored or mailed, yet every call counts.
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/enquirydetails', homeEnquiry({ email, phone: '1' }))).status).to.equal(400);
    }
    expectError(await post('/api/enquirydetails', homeEnquiry({ email: email.toUpperCase() })), 429, ErrorCode.tooManyRequests, Messages.tooManyRequests);
    expect((await post('/api/enquirydetails', homeEnquiry())).status).to.equal(200);
  });
});

describe('GET /api/admin/enquiries', () => {
  const word = marker();
  const ids: Record<string, string> = {};

  before(async () => {
    const sends = [
      ['Bravo', () => post('/api/commercial_details', commercialDetails({ firstname: 'Bravo', moredesc: `Warehouse ${word}` }))],
      ['alpha', () => post('/api/enquirydetails', homeEnquiry({ firstName: 'alpha', comment: `Piano ${word}`, phone: '5055550111' }))],
      ['Delta', () => post('/api/commercial_details', commercialDetails({ firstname: 'Delta', fromlocation: `Tucson ${word.toUpperCase()}` }))],
      ['Charlie', () => post('/api/enquirydetails', homeEnquiry({ firstName: 'Charlie', comment: word, selectOption: 'All' }))],
      ['Echo', () => post('/api/commercial_details', commercialDetails({ firstname: 'Echo', tolocation: `Santa Fe ${word}` }))],
    ] as const;
    // One after the other, so that their creation times differ and their order is known.
    for (const [name, send] of sends) {
      const answer = await send();
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).to.equal(200);
    }
    const all = await listEnquiries({ filter: { q: word }, range: [0, 9] });
    for (const row of all.body as { id: string; firstName: string }[]) ids[row.firstName] = row.id;
    expect(Object.keys(ids)).to.have.members(['Bravo', 'alpha', 'Delta', 'Charlie', 'Echo']);
  });

  it('when a search matches names, locations or messages in any case, then those enquiries come back newest first with Content-Range', async () => {
    const answer = await listEnquiries({ filter: { q: word.toUpperCase() } });
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-range')).to.equal('enquiries 0-4/5');
    const rows = answer.body as { createdAt: number }[];
    expect(rows.map((r) => r.createdAt)).to.deep.equal([...rows.map((r) => r.createdAt)].sort((a, b) => b - a));
    expect(rows[0]).to.have.keys(
      'id',
      'kind',
      'createdAt',
      'firstName',
      'lastName',
      'email',
      'phone',
      'selectOption',
      'fromlocation',
      'tolocation',
      'message',
      'notification',
    );
  });

  it('when a search is a phone written with punctuation, then it finds the enquiry by its digits', async () => {
    const answer = await listEnquiries({ filter: { q: '(505) 555-0111' } });
    expect((answer.body as { id: string }[]).map((r) => r.id)).to.include(ids.alpha);
  });

  it('when filtered by kind, then only that kind comes back', async () => {
    const home = await listEnquiries({ filter: { q: word, kind: 'home' } });
    expect(home.headers.get('content-range')).to.equal('enquiries 0-1/2');
    expect((home.body as { firstName: string; kind: string }[]).map((r) => r.firstName)).to.have.members(['alpha', 'Charlie']);
    const commercial = await listEnquiries({ filter: { q: word, kind: 'commercial' } });
    expect((commercial.body as { kind: string }[]).every((r) => r.kind === 'commercial')).to.equal(true);
    expect(commercial.body).to.have.length(3);
  });

  it('when paged, then the pages do not overlap and Content-Range says where each lies; past the end it is empty', async () => {
    const first = await listEnquiries({ filter: { q: word }, sort: ['firstName', 'ASC'], range: [0, 1] });
    const second = await listEnquiries({ filter: { q: word }, sort: ['firstName', 'ASC'], range: [2, 4] });
    expect(first.headers.get('content-range')).to.equal('enquiries 0-1/5');
    expect(second.headers.get('content-range')).to.equal('enquiries 2-4/5');
    const names = [...first.body, ...second.body].map((r: { firstName: string }) => r.firstName);
    expect(names).to.deep.equal(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    const beyond = await listEnquiries({ filter: { q: word }, range: [10, 14] });
    expect(beyond.body).to.deep.equal([]);
    expect(beyond.headers.get('content-range')).to.equal('enquiries */5');
  });

  it('when sorted by a field descending, then the order reverses', async () => {
    const answer = await listEnquiries({ filter: { q: word }, sort: ['firstName', 'DESC'] });
    expect(answer.body.map((r: { firstName: string }) => r.firstName)).to.deep.equal(['Echo', 'Delta', 'Charlie', 'Bravo', 'alpha']);
    const oldest = await listEnquiries({ filter: { q: word }, sort: ['createdAt', 'ASC'], range: [0, 0] });
    expect(oldest.body.map((r: { firstName: string }) => r.firstName)).to.deep.equal(['Bravo']);
  });

  it('when react-admin asks for some ids (getMany), then exactly those come back', async () => {
    const answer = await listEnquiries({ filter: { id: [ids.Delta, ids.alpha, 'not-a-uuid'] } });
    expect(answer.body.map((r: { id: string }) => r.id)).to.have.members([ids.Delta, ids.alpha]);
  });

  it('when the sort, range or filter is malformed, then 400 in the error model', async () => {
    expectError(await listEnquiries({ sort: ['password', 'ASC'] }), 400, ErrorCode.validation);
    expectError(await listEnquiries({ range: [5, 1] }), 400, ErrorCode.validation);
    expectError(await listEnquiries({ filter: { kind: 'office' } }), 400, ErrorCode.validation);
    expectError(await listEnquiries({ filter: { status: 'open' } }), 400, ErrorCode.validation);
    expectError(await listEnquiries({ filter: '{"q":' }), 400, ErrorCode.validation);
    expectError(await listEnquiries({ filter: { q: { $ne: '' } } }), 400, ErrorCode.validation);
  });

  it('when one enquiry is asked for, then its record comes back; an unknown or malformed id is 404', async () => {
    const answer = await get(`/api/admin/enquiries/${ids.Echo}`, await asAdmin());
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({ id: ids.Echo, kind: 'commercial', firstName: 'Echo', tolocation: `Santa Fe ${word}` });
    expectError(await get(`/api/admin/enquiries/${crypto.randomUUID()}`, await asAdmin()), 404, ErrorCode.notFound, Messages.enquiryNotFound);
    expectError(await get('/api/admin/enquiries/not-a-uuid', await asAdmin()), 404, ErrorCode.notFound, Messages.enquiryNotFound);
  });

  it('when a customer or nobody asks, then 403 or 401', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    expectError(await listEnquiries({}, token), 403, ErrorCode.forbidden);
    expectError(await get(`/api/admin/enquiries/${ids.Echo}`, token), 403, ErrorCode.forbidden);
    expectError(await listEnquiries({}, null), 401, ErrorCode.unauthorized);
    expectError(await get(`/api/admin/enquiries/${ids.Echo}`), 401, ErrorCode.unauthorized);
  });
});

import { expect } from 'chai';
import { COMPANY_TIME_ZONE, DAY_MS, ErrorCode, Messages, mondayOf, todayIn } from '@moveday/openapi';
import { baseUrl, call, expectError, get, login, mailbox, post, sql, stripeFake } from '../../../test/support/app.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { completedJob, finalCentsOf } from '../../../test/support/jobs.js';
import { addPartner, partnerSignIn } from '../../../test/support/partners.js';
import { pdfText } from '../../../test/support/pdf.js';
import { WebhookReceiver } from '../../../test/support/receiver.js';
import { until } from '../../../test/support/waiting.js';
import { checkedFetch } from '../../../test/support/contract.js';

const put = (path: string, body: unknown, token: string) => call('PUT', path, body, token);
const today = () => todayIn(COMPANY_TIME_ZONE);
const lastWeek = () => mondayOf(today()) - 7 * DAY_MS;

/** What a file download answers, as bytes. */
async function download(path: string, token: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await checkedFetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('Partner statements (issue 35): weekly, immutable, in the partner language, paid once', () => {
  let admin: string;
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  const crew = (label: string) => addPartner((path, body) => post(path, body, admin), admin, label);
  /** The partner's open lines moved into last week, as if the work had been done then. */
  const doneLastWeek = (partnerID: string) =>
    sql(`UPDATE partner_earnings SET earned_on = $2::date WHERE partner_id = $1 AND statement_id IS NULL`, [
      partnerID,
      new Date(lastWeek() + DAY_MS).toISOString().slice(0, 10),
    ]);
  const issueLastWeek = async () => {
    const answer = await post('/api/admin/settlements/issue', { weekOf: lastWeek() }, admin);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body;
  };
  const statementsOf = async (partnerID: string) =>
    (await get(`/api/admin/settlements?filter=${encodeURIComponent(JSON.stringify({ partnerId: partnerID }))}`, admin)).body as any[];
  const adjust = (partnerID: string, orderId: string, amountCents: number, reason: string) =>
    post(`/api/admin/partners/${partnerID}/earnings`, { orderId, amountCents, reason }, admin);

  it('when a week is issued, then each partner owed gets one statement of its lines, mailed with its PDF and CSV; issued again, nothing more', async () => {
    const partner = await crew('Weekly');
    const lead = await partnerSignIn(admin, partner.partnerID, 'weeklylead');
    const job = await completedJob(admin, partner.partnerID, 'weeklyjob');
    expect((await adjust(partner.partnerID, job.orderId, 4_000, 'A tip passed on')).status).to.equal(200);
    await doneLastWeek(partner.partnerID);
    const final = await finalCentsOf(job);
    const total = Math.round(final * 0.8) + 4_000;

    const [first, second] = await Promise.all([issueLastWeek(), issueLastWeek()]);
    const mine = [...first.issued, ...second.issued].filter((statement: any) => statement.partnerId === partner.partnerID);
    expect(mine, 'one statement, however many runs').to.have.length(1);
    expect(first.weekStart).to.equal(lastWeek());
    expect(first.weekEnd).to.equal(lastWeek() + 6 * DAY_MS);
    expect((await issueLastWeek()).issued.filter((statement: any) => statement.partnerId === partner.partnerID)).to.deep.equal([]);

    const [listed] = await statementsOf(partner.partnerID);
    expect(listed).to.deep.include({
      partnerId: partner.partnerID,
      partnerName: partner.companyName,
      weekStart: lastWeek(),
      totalCents: total,
      earlierOpenCents: 0,
      state: 'unpaid',
      paidOn: null,
      paidBy: null,
      canPayWithStripe: false,
    });
    expect(listed.number).to.match(/^ST-\d+$/);
    const detail = (await get(`/api/admin/settlements/${listed.id}`, admin)).body;
    expect(detail.lines.map((line: any) => [line.moveID, line.kind, line.amountCents])).to.deep.equal([
      [job.moveID, 'job', Math.round(final * 0.8)],
      [job.moveID, 'adjustment', 4_000],
    ]);

    const earned = (await get(`/api/admin/partners/${partner.partnerID}/earnings`, admin)).body.lines;
    expect(earned.map((line: any) => [line.statementId, line.statementNumber])).to.deep.equal([
      [listed.id, listed.number],
      [listed.id, listed.number],
    ]);

    for (const address of [partner.contactEmail, lead.email]) {
      const mail = await mailbox().waitFor(address, (m) => m.subject.includes(listed.number));
      expect(mail.subject).to.include((total / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
      expect(mail.attachments.map((file) => file.filename)).to.deep.equal([`moveday-statement-${listed.number}.pdf`, `moveday-statement-${listed.number}.csv`]);
      const text = await pdfText(mail.attachments[0]!.content);
      for (const words of [
        'Partner statement',
        listed.number,
        partner.companyName,
        job.moveID,
        'Completed job',
        '20% commission',
        'A tip passed on',
        'Not paid yet',
      ])
        expect(text, words).to.include(words);
      const csv = mail.attachments[1]!.content.toString('utf8');
      expect(csv.split('\r\n')[0] ?? csv.split('\n')[0]).to.include('Move ID');
      expect(csv).to.include(`${job.moveID},Adjustment,,,A tip passed on,40.00`);
    }
  });

  it('when the server runs, then the statements job is scheduled for Mondays at 06:00 in the company time zone', async () => {
    const [schedule] = await sql(`SELECT cron, timezone FROM pgboss.schedule WHERE name = 'statements'`);
    expect(schedule).to.deep.equal({ cron: '0 6 * * 1', timezone: COMPANY_TIME_ZONE });
  });

  it('when a correction comes after the statement, then the statement stays as issued and the correction goes into the next one, beside what is still owed', async () => {
    const partner = await crew('Corrected');
    const job = await completedJob(admin, partner.partnerID, 'correctedjob');
    await doneLastWeek(partner.partnerID);
    await issueLastWeek();
    const [first] = await statementsOf(partner.partnerID);
    const issued = (await get(`/api/admin/settlements/${first.id}`, admin)).body;

    // An admin cannot edit the price of a completed job (the order is read-only): its line never changes silently.
    const record = (await get(`/api/admin/orders/${job.orderId}`, admin)).body;
    expectError(await call('PUT', `/api/admin/orders/${job.orderId}`, { ...record, finalMoveAmount: 9_999 }, admin), 409, ErrorCode.orderReadOnly);
    // The correction is an adjustment: a new line, which the issued statement does not take in.
    expect((await adjust(partner.partnerID, job.orderId, -2_500, 'A scratched door frame, claim 77')).status).to.equal(200);
    const more = await completedJob(admin, partner.partnerID, 'correctednext');
    expect((await get(`/api/admin/settlements/${first.id}`, admin)).body, 'immutable once issued').to.deep.equal(issued);

    // A week later: the first statement's week is the one before, and this week's work is last week's.
    await sql(`UPDATE partner_statements SET week_start = week_start - 7, week_end = week_end - 7 WHERE id = $1`, [first.id]);
    await doneLastWeek(partner.partnerID);
    await issueLastWeek();
    const [next, earlier] = await statementsOf(partner.partnerID);
    expect(earlier.id).to.equal(first.id);
    const moreCents = Math.round((await finalCentsOf(more)) * 0.8);
    expect(next).to.deep.include({ totalCents: moreCents - 2_500, earlierOpenCents: first.totalCents, state: 'unpaid' });
    const lines = (await get(`/api/admin/settlements/${next.id}`, admin)).body.lines;
    expect(lines.map((line: any) => [line.moveID, line.kind, line.amountCents])).to.deep.equal([
      [job.moveID, 'adjustment', -2_500],
      [more.moveID, 'job', moreCents],
    ]);
  });

  it('when a week’s open lines add up to nothing or less, then no statement is issued and they wait for the next one', async () => {
    const partner = await crew('Deducted');
    const job = await completedJob(admin, partner.partnerID, 'deductedjob');
    const earned = Math.round((await finalCentsOf(job)) * 0.8);
    expect((await adjust(partner.partnerID, job.orderId, -earned, 'The whole job refunded for damage')).status).to.equal(200);
    await doneLastWeek(partner.partnerID);
    await issueLastWeek();
    expect(await statementsOf(partner.partnerID)).to.deep.equal([]);
    const open = await sql(`SELECT count(*)::int AS n FROM partner_earnings WHERE partner_id = $1 AND statement_id IS NULL`, [partner.partnerID]);
    expect(open[0].n).to.equal(2);
  });

  it('when two admins mark one statement paid at once, then it is paid once and the partner is mailed; a wrong payment says why', async () => {
    const partner = await crew('PaidOnce');
    await completedJob(admin, partner.partnerID, 'paidoncejob');
    await doneLastWeek(partner.partnerID);
    await issueLastWeek();
    const [statement] = await statementsOf(partner.partnerID);
    const path = `/api/admin/settlements/${statement.id}/payment`;

    const refused = async (body: unknown, field: string, message: string) => {
      const answer = await post(path, body, admin);
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields[field], JSON.stringify(answer.body)).to.equal(message);
    };
    const stripeByHand = await post(path, { method: 'stripe', paidOn: today() }, admin);
    expectError(stripeByHand, 400, ErrorCode.validation);
    expect(stripeByHand.body.fields).to.have.property('method');
    await refused({ method: 'check', paidOn: today() + DAY_MS }, 'paidOn', Messages.payoutDayInvalid);
    await refused({ method: 'check', paidOn: lastWeek() }, 'paidOn', Messages.payoutDayInvalid);
    await refused({ method: 'check', paidOn: today(), reference: 'x'.repeat(101) }, 'reference', Messages.payoutReferenceTooLong);

    const answers = await Promise.all([
      post(path, { method: 'check', reference: 'Check 1042', paidOn: today() }, admin),
      post(path, { method: 'transfer', reference: 'Wire 77', paidOn: today() }, admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expectError(loser, 409, ErrorCode.statementPaid, Messages.statementPaidAlready);
    const paid = answers.find((answer) => answer.status === 200)!.body;
    expect(paid).to.deep.include({ state: 'paid', paidOn: today() });
    expect(paid.paidBy).to.be.a('string').and.not.equal('');
    const rows = await sql(`SELECT paid_method FROM partner_statements WHERE id = $1`, [statement.id]);
    expect(rows).to.have.length(1);
    const mail = await mailbox().waitFor(partner.contactEmail, (m) => m.subject.startsWith(`MoveDay paid statement ${statement.number}`));
    expect(mail.text).to.include(paid.paidReference);
    expectError(await post(path, { method: 'cash', paidOn: today() }, admin), 409, ErrorCode.statementPaid);

    const figures = (await get('/api/admin/settlements/figures', admin)).body;
    expect(figures.paidThisMonthCents).to.be.at.least(statement.totalCents);
  });

  it('when an admin pays with Stripe, then a transfer goes to the partner account once and Stripe’s event marks it paid; a refused one leaves it unpaid, with the reason', async () => {
    const partner = await crew('Connected');
    const account = `acct_1${partner.partnerID.replace(/-/g, '').slice(0, 14)}`;
    stripeFake().addConnectedAccount(account);
    await completedJob(admin, partner.partnerID, 'connectedjob');
    await doneLastWeek(partner.partnerID);
    await issueLastWeek();
    const [statement] = await statementsOf(partner.partnerID);
    const transfer = `/api/admin/settlements/${statement.id}/transfer`;

    expectError(await post(transfer, {}, admin), 409, ErrorCode.payoutNotPossible, Messages.payoutNoStripeAccount);
    expect(
      (await put(`/api/admin/partners/${partner.partnerID}/terms`, { kind: 'commission', commissionPercent: 20, stripeAccountId: account }, admin)).status,
    ).to.equal(200);

    stripeFake().failTransfersTo(account);
    const refused = await post(transfer, {}, admin);
    expectError(refused, 502, ErrorCode.paymentProvider);
    expect(refused.body.errorMessage).to.include('insufficient available funds');
    const failed = (await get(`/api/admin/settlements/${statement.id}`, admin)).body;
    expect(failed).to.deep.include({ state: 'unpaid', paidOn: null });
    expect(failed.transferError, JSON.stringify(failed)).to.include('insufficient available funds');

    stripeFake().clearTransferFailures(account);
    const sent = await post(transfer, {}, admin);
    expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    const paid = await until('Stripe’s event marks the statement paid', async () => {
      const now = (await get(`/api/admin/settlements/${statement.id}`, admin)).body;
      return now.state === 'paid' ? now : undefined;
    });
    expect(paid).to.deep.include({ paidMethod: 'stripe', paidBy: 'Stripe', transferError: null });
    const made = stripeFake().transfers.filter((t) => t.destination === account);
    expect(made).to.have.length(1);
    expect(made[0]).to.deep.include({ amount: statement.totalCents, currency: 'usd' });
    expect(paid.paidReference).to.equal(made[0]!.id);
    expectError(await post(transfer, {}, admin), 409, ErrorCode.statementPaid);

    // Stripe takes the money back: the statement is owed again, and says why.
    stripeFake().reverseTransfer(made[0]!.id);
    const reversed = await until('Stripe’s reversal makes it unpaid', async () => {
      const now = (await get(`/api/admin/settlements/${statement.id}`, admin)).body;
      return now.state === 'unpaid' ? now : undefined;
    });
    expect(reversed).to.deep.include({ paidOn: null, paidMethod: null, paidBy: null });
    expect(reversed.transferError).to.include(`reversed the transfer ${made[0]!.id}`);
    const byHand = await post(`/api/admin/settlements/${statement.id}/payment`, { method: 'check', reference: 'Check 2001', paidOn: today() }, admin);
    expect(byHand.body).to.deep.include({ state: 'paid', paidMethod: 'check', transferError: null });
  });

  it('when a statement is issued and paid, then an endpoint subscribed to settlement events gets settlement.issued, then settlement.paid, with the statement', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const endpoint = await post(
        '/api/admin/webhooks',
        { url: receiver.url, description: 'Payroll', events: ['settlement.issued', 'settlement.paid'] },
        admin,
      );
      expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
      const partner = await crew('Announced');
      const job = await completedJob(admin, partner.partnerID, 'announcedjob');
      await doneLastWeek(partner.partnerID);
      await issueLastWeek();
      const [statement] = await statementsOf(partner.partnerID);
      expect(
        (await post(`/api/admin/settlements/${statement.id}/payment`, { method: 'transfer', reference: 'ACH 5521', paidOn: today() }, admin)).status,
      ).to.equal(200);
      const ofStatement = (r: WebhookReceiver) => r.delivered().filter((event) => event.data.statement?.id === statement.id);
      await receiver.waitFor((r) => ofStatement(r).length === 2, 'the statement issued and paid');
      const [issued, paid] = ofStatement(receiver);
      expect([issued!.type, issued!.data.statement.state, issued!.data.statement.lines.map((line: any) => line.moveID)]).to.deep.equal([
        'settlement.issued',
        'unpaid',
        [job.moveID],
      ]);
      expect([paid!.type, paid!.data.statement.state, paid!.data.statement.paidMethod, paid!.data.statement.paidReference]).to.deep.equal([
        'settlement.paid',
        'paid',
        'transfer',
        'ACH 5521',
      ]);
      expect((await call('DELETE', `/api/admin/webhooks/${endpoint.body.id}`, undefined, admin)).status).to.equal(200);
    } finally {
      await receiver.stop();
    }
  });

  it('when a partner reads its statements, then it sees only its own, the PDF in Spanish when asked; others get 401, 403 or 404', async () => {
    const partner = await crew('Reader');
    const other = await crew('Neighbour');
    const lead = await partnerSignIn(admin, partner.partnerID, 'readerlead');
    const otherLead = await partnerSignIn(admin, other.partnerID, 'neighbourlead');
    const job = await completedJob(admin, partner.partnerID, 'readerjob');
    await completedJob(admin, other.partnerID, 'neighbourjob');
    await doneLastWeek(partner.partnerID);
    await doneLastWeek(other.partnerID);
    await issueLastWeek();
    const [statement] = await statementsOf(partner.partnerID);
    const [othersStatement] = await statementsOf(other.partnerID);

    const own = (await get('/api/partner/statements', lead.token)).body;
    expect(own.map((s: any) => s.id)).to.deep.equal([statement.id]);
    expect(own[0]).to.not.have.property('partnerId');
    const detail = (await get(`/api/partner/statements/${statement.id}`, lead.token)).body;
    expect(detail.lines.map((line: any) => line.moveID)).to.deep.equal([job.moveID]);
    expectError(await get(`/api/partner/statements/${othersStatement.id}`, lead.token), 404, ErrorCode.notFound);
    expect((await download(`/api/partner/statements/${othersStatement.id}/statement.pdf`, lead.token)).status).to.equal(404);
    expect((await get('/api/partner/statements', otherLead.token)).body.map((s: any) => s.id)).to.deep.equal([othersStatement.id]);

    const spanish = await download(`/api/partner/statements/${statement.id}/statement.pdf`, lead.token, { 'accept-language': 'es' });
    expect(spanish.status).to.equal(200);
    expect(spanish.type).to.equal('application/pdf');
    const text = await pdfText(spanish.bytes);
    for (const words of ['Estado de cuenta de la empresa asociada', statement.number, 'Trabajo terminado', '20 % de comisión', 'Aún no pagado'])
      expect(text, words).to.include(words);
    const english = await pdfText((await download(`/api/partner/statements/${statement.id}/statement.pdf`, lead.token)).bytes);
    expect(english).to.include('Partner statement');
    const csv = await download(`/api/partner/statements/${statement.id}/statement.csv`, lead.token, { 'accept-language': 'es' });
    expect(csv.bytes.toString('utf8')).to.include('ID de mudanza');

    const customer = await bookAsNewCustomer(post, 'statementsnosy');
    const customerToken = await login(customer.email, customer.password);
    expectError(await get('/api/partner/statements'), 401, ErrorCode.unauthorized);
    expectError(await get('/api/partner/statements', customerToken), 403, ErrorCode.forbidden);
    expectError(await get('/api/admin/settlements', lead.token), 403, ErrorCode.forbidden);
    expectError(await get(`/api/admin/settlements/${statement.id}`, lead.token), 403, ErrorCode.forbidden);
    expectError(await post(`/api/admin/settlements/${statement.id}/payment`, { method: 'cash', paidOn: today() }, lead.token), 403, ErrorCode.forbidden);
    expectError(await post(`/api/admin/settlements/${statement.id}/transfer`, {}, lead.token), 403, ErrorCode.forbidden);
    expectError(await post('/api/admin/settlements/issue', { weekOf: lastWeek() }, lead.token), 403, ErrorCode.forbidden);
    expectError(await get('/api/admin/settlements/nope', admin), 404, ErrorCode.notFound);
  });

  it('when the accountant exports a period, then each partner has its totals by kind, paid and owed; without a period, a clear error', async () => {
    const partner = await crew('Books');
    const job = await completedJob(admin, partner.partnerID, 'booksjob');
    expect((await adjust(partner.partnerID, job.orderId, 1_234, 'An extra hour')).status).to.equal(200);
    await doneLastWeek(partner.partnerID);
    await issueLastWeek();
    const [statement] = await statementsOf(partner.partnerID);
    const filter = encodeURIComponent(JSON.stringify({ from: lastWeek(), to: lastWeek() + 6 * DAY_MS }));
    const file = await download(`/api/admin/settlements/export.csv?filter=${filter}`, admin);
    expect(file.status).to.equal(200);
    const text = file.bytes.toString('utf8');
    expect(text.split(/\r?\n/)[0]).to.include(
      'Partner,Partner ID,Statements,Jobs (USD),Call-out fees (USD),Adjustments (USD),Total (USD),Paid (USD),Owed (USD)',
    );
    const row = text.split(/\r?\n/).find((line) => line.includes(partner.partnerID))!;
    const total = (statement.totalCents / 100).toFixed(2);
    expect(row).to.equal(
      `${partner.companyName},${partner.partnerID},1,${((statement.totalCents - 1_234) / 100).toFixed(2)},0.00,12.34,${total},0.00,${total}`,
    );
    expectError(await get('/api/admin/settlements/export.csv', admin), 400, ErrorCode.validation);

    const totals = (await get(`/api/admin/settlements/totals?filter=${encodeURIComponent(JSON.stringify({ partnerId: partner.partnerID }))}`, admin)).body;
    expect(totals).to.deep.equal({ count: 1, totalCents: statement.totalCents, paidCents: 0, owedCents: statement.totalCents });
  });
});

import { expect } from 'chai';
import { completeMove } from '../support/afterBooking.js';
import { bookMoveForToday } from '../support/partner.js';
import { adminToken, apiCall, openAdminPage, shot } from './adminSupport.js';

describe("Admin console: a partner's earnings (issue 35)", () => {
  it('when a partner has done a job, then Edit Partner lists what it earned with its order; Adjust deducts with a reason, and a missing reason says so first', async () => {
    const token = await adminToken();
    const move = await bookMoveForToday('Wilhelmina');
    const crew = await completeMove(token, move);
    const job = (await apiCall('GET', `/admin/partners/${crew.partnerID}/earnings`, token)).body.lines[0];
    expect(job, 'the completed job is earned').to.include({ kind: 'job', orderId: move.moveDatabaseID });

    const { context, page } = await openAdminPage(`/admin/editpartner?id=${crew.partnerID}`);
    try {
      const card = page.getByRole('region', { name: 'Earnings' });
      const lines = card.getByTestId('earning-line');
      await lines.first().waitFor();
      expect(await lines.count()).to.equal(1);
      const text = await lines.first().innerText();
      expect(text).to.contain(move.moveID).and.to.contain('Job done: 20% commission of').and.to.contain(dollars(job.amountCents));
      await card.getByRole('link', { name: move.moveID }).waitFor();

      await card.getByRole('button', { name: 'Adjust' }).click();
      const dialog = page.getByRole('dialog', { name: `Adjust the earnings of ${crew.companyName}` });
      await dialog.getByRole('radio', { name: 'Deduct' }).check();
      await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('25');
      await dialog.getByRole('button', { name: 'Record adjustment' }).click();
      await dialog.getByText('Say why, for the partner').waitFor();

      await dialog.getByRole('textbox', { name: 'Reason' }).fill('A scratched dresser, claim 1182');
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/partners/${crew.partnerID}/earnings`));
      await dialog.getByRole('button', { name: 'Record adjustment' }).click();
      expect((await answered).status()).to.equal(200);
      await dialog.waitFor({ state: 'detached' });
      await lines.nth(1).waitFor();
      expect(await lines.nth(1).innerText())
        .to.contain('Adjustment: A scratched dresser, claim 1182')
        .and.to.contain('−$25.00');
      expect(await card.getByTestId('earnings-total').innerText()).to.equal(dollars(job.amountCents - 2_500));
      await shot(page, 'partner-earnings');
    } finally {
      await context.close();
    }
  });
});

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

import { expect } from 'chai';
import { Messages } from '@moveday/openapi';
import { addPartner, adminToken, apiCall, openAdminPage, shot, uniqueName } from './adminSupport.js';

describe("Admin console: a partner's terms (issue 35)", () => {
  it('when an admin opens a partner, then its terms read as the company default; Edit sets a fixed payout and a Stripe account, and a wrong figure says why before and after the server', async () => {
    const token = await adminToken();
    const partner = await addPartner(token, uniqueName('Terms '));
    const { context, page } = await openAdminPage(`/admin/editpartner?id=${partner.partnerID}`);
    try {
      const card = page.getByRole('region', { name: 'Terms' });
      const terms = card.getByTestId('partner-terms');
      await terms.getByText("Commission: MoveDay keeps 20% of each job's final amount").waitFor();
      expect(await terms.innerText())
        .to.contain('Company default')
        .and.to.contain('No Stripe account: paid by hand');

      let puts = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith(`/partners/${partner.partnerID}/terms`)) puts += 1;
      });
      await card.getByRole('button', { name: `Edit the terms of ${partner.companyName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Terms of ${partner.companyName}` });
      const percent = dialog.getByRole('textbox', { name: "MoveDay's commission (%)" });
      expect(await percent.inputValue()).to.equal('20');
      await percent.fill('12.345');
      await dialog.getByRole('button', { name: 'Save terms' }).click();
      await dialog.getByText('A percentage from 0 to 100, at most two decimals, e.g. 17.5').waitFor();
      expect(puts, 'nothing sent while the form is wrong').to.equal(0);

      // More than the server pays for one job: its own words, under the field.
      await dialog.getByRole('radio', { name: 'Fixed payout per job' }).check();
      await dialog.getByRole('textbox', { name: 'Payout per job ($)' }).fill('200000');
      let answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/partners/${partner.partnerID}/terms`));
      await dialog.getByRole('button', { name: 'Save terms' }).click();
      expect((await answered).status()).to.equal(400);
      await dialog.getByText(Messages.termsFixedPayoutInvalid).waitFor();

      await dialog.getByRole('textbox', { name: 'Payout per job ($)' }).fill('450');
      await dialog.getByRole('textbox', { name: 'Stripe account (optional)' }).fill('acct_1TermsConsole');
      answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/partners/${partner.partnerID}/terms`));
      await dialog.getByRole('button', { name: 'Save terms' }).click();
      expect((await answered).status()).to.equal(200);
      await dialog.waitFor({ state: 'detached' });
      await terms.getByText('Fixed payout: $450.00 per job').waitFor();
      expect(await terms.innerText())
        .to.contain('Payouts by Stripe to acct_1TermsConsole')
        .and.to.match(/Set by .+ \d{2}\/\d{2}\/\d{4}/)
        .and.not.to.contain('Company default');
      await shot(page, 'partner-terms');

      const stored = (await apiCall('GET', `/admin/partners/${partner.partnerID}/terms`, token)).body;
      expect(stored).to.include({ kind: 'fixed', fixedPayoutCents: 45_000, commissionPercent: null, stripeAccountId: 'acct_1TermsConsole', isDefault: false });
    } finally {
      await context.close();
    }
  });
});

import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Messages } from '@moveday/openapi';
import { addPartner, adminToken, apiCall, expectMessage, openAdminPage, shot, uniqueName } from './adminSupport.js';

const field = (page: Page, section: string, label: string) =>
  page.getByRole('region', { name: section }).getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

describe('Admin console: partners (Settings)', () => {
  it("when a partner is added, then each rule speaks in the spec's order and words, and the new partner is listed", async () => {
    const { context, page } = await openAdminPage('/admin/settings');
    try {
      await page.getByRole('button', { name: 'Add Partner' }).click();
      await page.waitForURL('**/admin/addpartner');
      // The list's own Add Partner button stays until the form replaces it: wait for the form.
      await page.getByRole('region', { name: 'Partner Details' }).waitFor();
      const add = page.getByRole('button', { name: 'Add Partner' });

      await add.click();
      await expectMessage(page, Messages.partnerFillMandatoryFields);

      const company = `${uniqueName('Haulers ')}`;
      await field(page, 'Partner Details', 'Company name').fill(company);
      await field(page, 'Partner Details', 'City').fill('Fort Collins');
      await field(page, 'Partner Details', 'State').fill('CO');
      await field(page, 'Primary Contact', 'Name').fill('Morgan Lift');
      await field(page, 'Primary Contact', 'Primary email').fill('morgan@haulers');
      await field(page, 'Primary Contact', 'Primary phone').fill('9705550123');
      await add.click();
      await page.getByRole('dialog').getByText(Messages.partnerInvalidEmailFormat, { exact: true }).waitFor();
      await shot(page, 'partner-add-invalid-email', false);
      await expectMessage(page, Messages.partnerInvalidEmailFormat);

      await field(page, 'Primary Contact', 'Primary email').fill('morgan@haulers.example');
      await field(page, 'Primary Contact', 'Primary phone').fill('970555012');
      await add.click();
      await expectMessage(page, Messages.partnerInvalidPhone);

      await field(page, 'Primary Contact', 'Primary phone').fill('9705550123');
      await field(page, 'Secondary Contact', 'Primary email').fill('not-an-email');
      await add.click();
      await expectMessage(page, Messages.partnerInvalidEmailFormat);

      await field(page, 'Secondary Contact', 'Primary email').fill('sam@haulers.example');
      await field(page, 'Secondary Contact', 'Secondary phone').fill('12345');
      await add.click();
      await expectMessage(page, Messages.partnerInvalidPhone);

      await field(page, 'Secondary Contact', 'Secondary phone').fill('9705550999');
      await field(page, 'Secondary Contact', 'Name').fill('Sam Crate');
      await add.click();
      await page.waitForURL('**/admin/settings');
      const row = page.getByRole('row').filter({ hasText: company });
      await row.waitFor();
      expect(await row.innerText()).to.contain('Fort Collins, CO');
      await shot(page, 'partner-list');
    } finally {
      await context.close();
    }
  });

  it('when a partner is edited, then the form comes prefilled, Save asks first and the list shows the change; Cancel asks to discard', async () => {
    const token = await adminToken();
    const partner = await addPartner(token, uniqueName('Edit Movers '));
    const { context, page } = await openAdminPage('/admin/settings');
    try {
      await page.getByRole('button', { name: `Edit ${partner.companyName}` }).click();
      await page.waitForURL('**/admin/editpartner?id=*');
      await page.getByRole('heading', { name: 'Edit Partner' }).waitFor();
      expect(await field(page, 'Partner Details', 'Company name').inputValue()).to.equal(partner.companyName);
      expect(await field(page, 'Primary Contact', 'Primary email').inputValue()).to.equal('pat@partner.example');

      await field(page, 'Partner Details', 'City').fill('Colorado Springs');
      await page.getByRole('button', { name: 'Save Details' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to save the changes?' });
      await confirm.waitFor();
      await shot(page, 'partner-edit-confirm', false);
      await confirm.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/admin/settings');
      await page.getByRole('row').filter({ hasText: partner.companyName }).getByText('Colorado Springs, CO').waitFor();

      const stored = await apiCall('GET', `/admin/partners/${partner.partnerID}`, token);
      expect(stored.body.city).to.equal('Colorado Springs');

      // Cancel: 'Are you sure you want to discard the changes?', and nothing is saved.
      await page.getByRole('button', { name: `Edit ${partner.companyName}` }).click();
      await field(page, 'Partner Details', 'City').fill('Pueblo');
      await page.getByRole('button', { name: 'Cancel' }).click();
      const discard = page.getByRole('dialog', { name: 'Are you sure you want to discard the changes?' });
      await discard.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/admin/settings');
      expect((await apiCall('GET', `/admin/partners/${partner.partnerID}`, token)).body.city).to.equal('Colorado Springs');
    } finally {
      await context.close();
    }
  });

  it("when a partner is deleted, then the spec's question comes first and the list reloads without it", async () => {
    const token = await adminToken();
    const partner = await addPartner(token, uniqueName('Delete Movers '));
    const { context, page } = await openAdminPage('/admin/settings');
    try {
      await page.getByRole('button', { name: `Delete ${partner.companyName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Do you want to delete this Partner' });
      await dialog.getByText('Are you sure you want to delete this partner?').waitFor();
      await shot(page, 'partner-delete-confirm', false);
      const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/admin/partners/${partner.partnerID}`));
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      expect((await deleted).status()).to.equal(200);
      await page.getByText('Partner deleted').waitFor();
      await page.getByRole('row').filter({ hasText: partner.companyName }).waitFor({ state: 'detached' });
      const listed = (await apiCall<{ partnerID: string }[]>('GET', '/admin/fetchpartners', token)).body;
      expect(listed.map((p) => p.partnerID)).to.not.include(partner.partnerID);
    } finally {
      await context.close();
    }
  });
});

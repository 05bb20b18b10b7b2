import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { openAdminPage, shot, sql, unique } from './adminSupport.js';

const BACKUP_FILE = 'moveday-2026-11-27T10-30-00Z-nightly.backup.gz';
const DROP_REASON = 'Not sent: dropped by an admin with the rest of the outgoing work held after a restore';

/** The hold as `npm run restore` leaves it (its own test runs the command: server/test/backup-restore.spec.ts). */
const holdAsRestored = () => sql(`INSERT INTO outgoing_hold (backup_file, backup_taken_at) VALUES ($1, '2026-11-27T10:30:00Z')`, [BACKUP_FILE]);

const banner = (page: Page) => page.getByRole('region', { name: 'Outgoing work held' });

/** Answers the dialog the banner's button opens, and waits for the call it makes. */
async function confirmFromBanner(page: Page, action: 'Release' | 'Drop'): Promise<number> {
  await banner(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action} outgoing work?` });
  await dialog.waitFor();
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin/outgoinghold/${action.toLowerCase()}`,
  );
  await dialog.getByRole('button', { name: action, exact: true }).click();
  return (await answered).status();
}

describe('Admin console: outgoing work held after a restore', () => {
  after(async () => {
    await sql('DELETE FROM outgoing_hold');
  });

  it('when a restored database holds outgoing work, then the dashboard, Mail and the delivery log say so; Release lifts it, and Drop marks what waited not sent', async () => {
    await holdAsRestored();
    // A mail as a held server leaves it: queued, its job never fetched (here it has none, so this server cannot send it either).
    const to = `${unique('held')}@example.com`;
    await sql(`INSERT INTO mails (to_address, subject, text_body, job_id) VALUES ($1, 'Your move is booked', 'Hello', gen_random_uuid())`, [to]);
    const { context, page } = await openAdminPage('/admin/dashboard');
    try {
      await banner(page).getByText('Outgoing mail and webhooks are held').waitFor();
      const text = await banner(page).innerText();
      expect(text).to.include(`restored from the backup ${BACKUP_FILE} (taken `);
      expect(text).to.match(/Waiting: [\d,]+ mails?( and [\d,]+ webhook deliver(y|ies))?\./);
      await shot(page, 'outgoing-hold-dashboard');
      await page.goto('/admin/mails');
      await banner(page).waitFor();
      await page.goto('/admin/webhookdeliveries');
      await banner(page).waitFor();

      // Released: the banner goes, and the hold with it.
      expect(await confirmFromBanner(page, 'Release')).to.equal(200);
      await page.getByText('Released: what waited is being sent.').waitFor();
      await banner(page).waitFor({ state: 'detached' });
      expect((await sql('SELECT count(*)::int AS n FROM outgoing_hold')).rows[0].n).to.equal(0);

      // Held again, and dropped: the waiting mail is marked not sent, with the reason, and can still be sent by hand.
      await holdAsRestored();
      await page.goto('/admin/mails');
      await banner(page).waitFor();
      expect(await confirmFromBanner(page, 'Drop')).to.equal(200);
      await page.getByText(/^Dropped [\d,]+ mails?/).waitFor();
      await banner(page).waitFor({ state: 'detached' });
      const stored = (await sql('SELECT state, last_error FROM mails WHERE to_address = $1', [to])).rows;
      expect(stored).to.deep.equal([{ state: 'failed', last_error: DROP_REASON }]);
      await page.getByPlaceholder('Address, subject or move number').fill(to);
      const row = page.locator('tbody tr.RaDataTable-row').filter({ hasText: to });
      await row.getByText('Failed', { exact: true }).waitFor();
      expect(await row.innerText()).to.include(DROP_REASON);
      await row.getByRole('button', { name: 'Resend: Your move is booked' }).waitFor();
      await shot(page, 'outgoing-hold-dropped');
    } finally {
      await context.close();
    }
  });
});

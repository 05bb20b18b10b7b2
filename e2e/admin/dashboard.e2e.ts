import { expect } from 'chai';
import { formatCents } from '@moveday/openapi';
import { addOrder, adminToken, apiCall, openAdminPage, shot, uniqueName } from './adminSupport.js';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const count = (n: number) => n.toLocaleString('en-US');

describe('Admin console: the dashboard', () => {
  it('when opened, then the three groups show the same figures the API gives, with the donuts, the trend and the funnel', async () => {
    const token = await adminToken();
    // Something in each group: an unconfirmed order, an assigned one is not needed, a cancelled one.
    await addOrder(token, { firstName: 'Dora', lastName: uniqueName('Dash') }, 'save');
    const cancelled = await addOrder(token, { firstName: 'Cato', lastName: uniqueName('Dash') }, 'confirm');
    await apiCall('POST', '/admin/add_cancel_reason', token, { moveDatabaseID: cancelled.moveDatabaseID, cancelReason: 'Changed plans' });

    const { context, page } = await openAdminPage('/admin/dashboard');
    try {
      await page.getByTestId('total-booked-orders').waitFor();
      const figures = (await apiCall('GET', '/admin/dashboard', token)).body;
      const text = async (id: string) => (await page.getByTestId(id).innerText()).trim();
      expect(await text('total-booked-orders')).to.equal(count(figures.currentOrderCount));
      expect(await text('open-order-amount')).to.equal(money(figures.openOrderTotalAmount));
      expect(await text('total-users')).to.equal(count(figures.totalUsers));
      expect(await text('conversion-rate')).to.equal(`${figures.conversionRate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`);
      // The spec's 'No Data' while nobody has rated (an empty database); else the mean of the ratings.
      const ratings = (await apiCall('GET', '/admin/ratings/summary', token)).body;
      const satisfaction = ratings.total === 0 ? 'No Data' : `${ratings.average.toFixed(1)} / 5`;
      await page.getByTestId('customer-satisfaction').getByText(satisfaction, { exact: true }).waitFor();
      expect(await text('total-closed-orders')).to.equal(count(figures.pastOrderCount));
      expect(await text('past-order-amount')).to.equal(money(figures.pastOrderTotalAmount));

      const current = page.getByRole('img', { name: /^Current orders:/ });
      expect(await current.getAttribute('aria-label')).to.equal(
        `Current orders: Partner not yet assigned: ${count(figures.partnerUnassignedCount)}, Partner assigned: ${count(figures.partnerAssignedCount)}`,
      );
      const past = page.getByRole('img', { name: /^Past orders:/ });
      expect(await past.getAttribute('aria-label')).to.equal(
        `Past orders: Completed: ${count(figures.completedCount)}, Cancelled: ${count(figures.cancelledCount)}`,
      );
      const booked = figures.bookingsPerWeek.reduce((sum: number, week: { count: number }) => sum + week.count, 0);
      await page.getByRole('img', { name: new RegExp(`^Bookings per week, last ${figures.bookingsPerWeek.length} weeks, ${count(booked)} in all`) }).waitFor();
      await page.getByRole('region', { name: 'Quote wizard funnel' }).waitFor();
      // Money: the ledger's figures as its own call gives them.
      const moneyFigures = (await apiCall('GET', '/admin/payments/figures', token)).body;
      const moneyCard = page.getByRole('region', { name: 'Money' });
      await moneyCard.getByTestId('collected-this-month').getByText(formatCents(moneyFigures.collectedThisMonthCents), { exact: true }).waitFor();
      expect(await text('balances-outstanding')).to.equal(formatCents(moneyFigures.outstandingCents));
      expect(await text('upcoming-balances')).to.equal(formatCents(moneyFigures.upcomingCents));
      // Money out: what the partners are owed, as its own call gives it.
      const outFigures = (await apiCall('GET', '/admin/settlements/figures', token)).body;
      const moneyOut = page.getByRole('region', { name: 'Money out' });
      await moneyOut.getByTestId('owed-to-partners').getByText(formatCents(outFigures.owedCents), { exact: true }).waitFor();
      expect(await text('paid-to-partners-this-month')).to.equal(formatCents(outFigures.paidThisMonthCents));
      expect(await text('not-yet-stated')).to.equal(formatCents(outFigures.notYetStatedCents));
      await moneyOut.getByRole('link', { name: 'All settlements' }).waitFor();
      await shot(page, 'dashboard');
    } finally {
      await context.close();
    }
  });
});

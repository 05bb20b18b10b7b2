import { Readable } from 'node:stream';
import { Body, Controller, Get, Path, Post, Produces, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import type { Payments } from './paymentsModule.js';
import type { BalanceLinkAnswer, LedgerEntry, MoneyFigures, LedgerTotals, OrderMoney, RecordPaymentRequest, RefundRequest } from './paymentsTypes.js';

@Route('admin')
@Tags('Payments (admin)')
@Security('jwt', ['admin'])
export class PaymentsController extends Controller {
  constructor(private readonly payments: Payments) {
    super();
  }

  /**
   * Every ledger line of every order (payments received, refunds, disputes), newest first, as
   * ra-data-simple-rest lists it, with its place in the whole in `Content-Range` (`payments 0-24/57`).
   * - `sort`: `["field","ASC"|"DESC"]`, field one of `createdAt` (the default), `receivedOn`, `amountCents`, `kind`, `method`;
   * - `range`: `[first, last]`, whole numbers with 0 <= first <= last <= 10,000,000, at most 500 rows; without it the first 25;
   * - `filter`: a JSON object with any of `kind` (`payment`, `refund`, `dispute`, or a list), `method`
   *   (`card`, `cash`, `check`, `transfer`, or a list), `orderId`, `from` and `to` (calendar days, UTC
   *   midnight ms, inclusive, on the day the money moved), `q` (words in the move number, reference or
   *   reason) and `id` (a list, for getMany).
   * @summary List payments (admin)
   * @param sort e.g. ["createdAt","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"method":["cash","check"]}
   */
  @Get('payments')
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async listPayments(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<LedgerEntry[]> {
    const list = await this.payments.listLedger({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('payments', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * The money in the lines the same `filter` selects (`GET /admin/payments`): received, returned
   * (refunds and disputes) and the difference, in cents.
   * @summary Payment totals (admin)
   * @param filter e.g. {"from":1796083200000,"to":1798675200000}
   */
  @Get('payments/totals')
  @Response<ErrorBody>(400, 'A malformed filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async paymentTotals(@Query() filter?: string): Promise<LedgerTotals> {
    return this.payments.ledgerTotals(filter);
  }

  /**
   * The dashboard's money: what came in less what went back this calendar month (Denver), balances
   * outstanding on completed moves (and how many owe), and what booked moves still to happen will owe.
   * @summary Money figures for the dashboard (admin)
   */
  @Get('payments/figures')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async moneyFigures(): Promise<MoneyFigures> {
    return this.payments.moneyFigures();
  }

  /**
   * The accountant's file: every ledger line the same `filter` selects (`GET /admin/payments`;
   * `from` and `to` make a period), oldest first, as CSV (`text/csv; charset=utf-8` with a byte
   * order mark for Excel): Received On (MM/DD/YYYY), Move ID, Kind, Method, Purpose, Amount (USD,
   * dollars and cents, refunds and disputes negative), Reference, Reason, Recorded By (an admin's
   * name, or Stripe), Recorded At (UTC) and Line ID. At most 100,000 lines. File name
   * `moveday-payments-YYYY-MM-DD.csv` in `Content-Disposition`.
   * @summary Export payments as CSV (admin)
   * @param filter e.g. {"from":1796083200000,"to":1798675200000}
   */
  @Get('payments/export.csv')
  @Produces('text/csv')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The CSV file', 'text/csv')
  @Response<ErrorBody>(400, 'A malformed filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async paymentsCsv(@Query() filter?: string): Promise<Readable> {
    const file = await this.payments.ledgerCsv(filter);
    this.setHeader('Content-Type', 'text/csv; charset=utf-8');
    this.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    this.setHeader('Cache-Control', 'no-store');
    return Readable.from([file.content]);
  }

  /**
   * An order's money: its price, the deposit asked, what it has paid and had back, its balance,
   * its payment state beside its status, and every line of its ledger.
   * @summary An order's payments (admin)
   * @param id The order's database id.
   */
  @Get('orders/{id}/payments')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  public async orderPayments(@Path() id: string): Promise<OrderMoney> {
    return this.payments.orderMoney(id);
  }

  /**
   * Records money received by hand (cash, a check, a bank transfer) on a booked order with a fixed
   * price, and answers the order's money. It goes into the order's history.
   * @summary Record a payment (admin)
   * @param id The order's database id.
   */
  @Post('orders/{id}/payments')
  @Response<ErrorBody>(400, 'An amount, method, reference or day out of its range (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Response<ErrorBody>(409, 'An estimate without its fixed price yet (7038)')
  public async recordPayment(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: RecordPaymentRequest): Promise<OrderMoney> {
    return this.payments.recordPayment(request.user, id, body);
  }

  /**
   * Records money paid back by hand, with the reason, never more than the order has paid and not
   * had back: two admins refunding at once cannot together pass it (the second answers 409).
   * @summary Record a refund (admin)
   * @param id The order's database id.
   */
  @Post('orders/{id}/refunds')
  @Response<ErrorBody>(400, 'An amount, method or reference out of its range, or no reason (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Response<ErrorBody>(409, 'More than the order holds (7037)')
  public async refund(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: RefundRequest): Promise<OrderMoney> {
    return this.payments.refund(request.user, id, body);
  }

  /**
   * Mails the customer what is left to pay on the order, with a link to pay it by card on their
   * order page when card payments are on (else how to pay it). 409 when nothing is left to pay.
   * The same mail goes by itself when a move is completed with a balance.
   * @summary Send the balance link (admin)
   * @param id The order's database id.
   */
  @Post('orders/{id}/payments/balancelink')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Response<ErrorBody>(409, 'Nothing is left to pay (7039)')
  public async sendBalanceLink(@Path() id: string): Promise<BalanceLinkAnswer> {
    return this.payments.sendBalanceLink(id);
  }
}

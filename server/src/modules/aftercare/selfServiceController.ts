import { Readable } from 'node:stream';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { requestLocale, wordingFor } from '../../platform/i18n.js';
import { priceLinesIn } from '../quotes/index.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import * as selfService from './selfService.js';
import { confirmationFile, moveDayCalendarFile, type OrderFile } from './paperwork.js';
import type {
  ChangeRequestInput,
  CustomerCancelRequest,
  CustomerOrderChange,
  CustomerOrderOptions,
  NewDates,
  RatingInput,
  RepricedDates,
} from './selfServiceTypes.js';

/**
 * After booking (issue 18): a customer's own order, changed online under the company's policy.
 * Before a partner is assigned (estimate_open, open) new dates take effect at once, re-priced by
 * the rate card; once one is (partnerassigned) they go to MoveDay as a change request an admin
 * approves or declines. An open order is cancelled online until the cut-off (CANCEL_CUTOFF_HOURS,
 * 72 by default, before the move day begins in the pickup's time zone). A completed move is rated
 * once. Any order that is not the caller's answers 404, as one that does not exist.
 */
@Route('customer/orders/{id}')
@Tags('Customer self-service')
@Security('jwt', ['customer'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not a customer (7005)')
@Response<ErrorBody>(404, 'No such order of yours (7006)')
export class SelfServiceController extends Controller {
  constructor(private readonly needs: AftercareNeeds) {
    super();
  }

  /**
   * What the customer may do with the order now (reschedule, request a change, cancel, rate), and
   * why not: the cut-off and how to reach the company once it has passed.
   * @summary What I can do with my order
   * @param id The order's database id.
   */
  @Get('options')
  public async options(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<CustomerOrderOptions> {
    return selfService.orderOptions(request.user, id);
  }

  /**
   * The order's price on new dates beside its price now, changing nothing: shown before the
   * customer confirms a reschedule or sends a change request.
   * @summary Price my order on new dates
   * @param id The order's database id.
   */
  @Post('reprice')
  @Response<ErrorBody>(400, 'Dates the wizard would refuse (7001)')
  @Response<ErrorBody>(409, 'The order is completed or cancelled (7015)')
  public async reprice(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: NewDates): Promise<RepricedDates> {
    const repriced = await selfService.repriceDates(request.user, id, body);
    return { ...repriced, quote: { ...repriced.quote, lines: priceLinesIn(repriced.quote.lines, wordingFor(requestLocale(request))) } };
  }

  /**
   * New preferred dates for an order without a partner yet (estimate_open, open): the order is
   * re-priced, the history records it, and the customer is mailed.
   * @summary Reschedule my order
   * @param id The order's database id.
   */
  @Post('reschedule')
  @Response<ErrorBody>(400, 'Dates the wizard would refuse, or the dates it has (7001)')
  @Response<ErrorBody>(409, 'A partner is assigned (send a change request), or the order is closed (7015)')
  public async reschedule(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: NewDates): Promise<CustomerOrderChange> {
    return selfService.reschedule(this.needs, request.user, id, body);
  }

  /**
   * New dates for an order with a partner (partnerassigned), sent to MoveDay: the console shows it
   * pending until an admin approves or declines it; the customer is mailed either way.
   * @summary Request a change
   * @param id The order's database id.
   */
  @Post('changerequests')
  @Response<ErrorBody>(400, 'Dates the wizard would refuse, the dates it has, a note too long (7001)')
  @Response<ErrorBody>(409, 'A request is pending already (7029), or the order has no partner or is closed (7015)')
  public async requestChange(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: ChangeRequestInput): Promise<CustomerOrderChange> {
    return selfService.requestChange(this.needs, request.user, id, body);
  }

  /**
   * Withdraws a pending change request.
   * @summary Withdraw my change request
   * @param id The order's database id.
   * @param requestId The change request's id.
   */
  @Post('changerequests/{requestId}/withdraw')
  @Response<ErrorBody>(409, 'The request was answered already (7030)')
  public async withdrawChange(@Request() request: AuthenticatedRequest, @Path() id: string, @Path() requestId: string): Promise<CustomerOrderChange> {
    return selfService.withdrawChange(this.needs, request.user, id, requestId);
  }

  /**
   * Cancels an open order (estimate_open, open, partnerassigned) before the cut-off, with a reason
   * from the list: the order becomes cancelled through the lifecycle (history, mails, the
   * partner's job withdrawn). After the cut-off: 409 (7028) saying how to reach the company.
   * @summary Cancel my order
   * @param id The order's database id.
   */
  @Post('cancel')
  @Response<ErrorBody>(400, 'No reason from the list, or other without words (7001)')
  @Response<ErrorBody>(409, 'Past the cut-off (7028), or the order is closed (7015)')
  public async cancel(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: CustomerCancelRequest): Promise<CustomerOrderChange> {
    return selfService.cancelOnline(this.needs, request.user, id, body);
  }

  /**
   * Rates a completed move, once: 1 to 5 stars and a comment.
   * @summary Rate my move
   * @param id The order's database id.
   */
  @Post('rating')
  @Response<ErrorBody>(400, 'Stars outside 1-5, a comment too long (7001)')
  @Response<ErrorBody>(409, 'Rated already (7031), or not completed (7015)')
  public async rateMyMove(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: RatingInput): Promise<CustomerOrderChange> {
    return selfService.rateOrder(this.needs, request.user, id, body);
  }

  /**
   * The order confirmation: the price with its lines and the booking discount, the dates, both
   * addresses, the services and the cancellation policy.
   * @summary My order's confirmation (PDF)
   * @param id The order's database id.
   */
  @Get('confirmation.pdf')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The PDF file', 'application/pdf')
  public async confirmation(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<Readable> {
    return this.sendFile(await confirmationFile(request.user, id, requestLocale(request)));
  }

  /**
   * The move day as an all-day calendar event (the preferred dates, one event each, while the day
   * is not fixed), for the customer's calendar.
   * @summary My move day (iCalendar)
   * @param id The order's database id.
   */
  @Get('calendar.ics')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The iCalendar file', 'text/calendar')
  public async calendar(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<Readable> {
    return this.sendFile(await moveDayCalendarFile(request.user, id, requestLocale(request)));
  }

  private sendFile(file: OrderFile): Readable {
    this.setStatus(200);
    this.setHeader('Content-Type', file.contentType);
    this.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    this.setHeader('Cache-Control', 'private, no-store');
    return Readable.from([file.content]);
  }
}

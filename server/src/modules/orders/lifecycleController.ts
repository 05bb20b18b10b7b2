import { Body, Controller, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { formatMessage } from '@moveday/openapi';
import type {
  AssignPartnerRequest,
  CancelOrderRequest,
  ChangeStatusRequest,
  Lifecycle,
  LifecycleAnswer,
  LifecycleOutcome,
  ReassignPartnerRequest,
} from './lifecycleService.js';

/** The console's answer: what was done in English (staff read English), the new status and the order. */
const answered = ({ done, moveStatus, order }: LifecycleOutcome): LifecycleAnswer => ({ error: false, message: formatMessage(done), moveStatus, order });

/**
 * The order lifecycle (DESIGN §3, admin-side §4): estimate_open → open (Confirm Order) →
 * partnerassigned (Assign Partner) → completed (Mark As Complete); estimate_open, open or
 * partnerassigned → cancelled. Any other transition is refused with 409 and a message naming the
 * order's status ("This order is completed: it cannot be cancelled."). Each transition is one
 * conditional update: of two admins acting at once one wins, the other gets 409. Each is recorded
 * in the order's history (who, when, from, to, and the partner, date or reason) and mailed to the
 * customer. Every call answers `{ error: false, message, moveStatus, order }`, `order` being the
 * Order Details record after the change (history included), so the console need not refetch it.
 */
@Route('admin')
@Tags('Order lifecycle (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class LifecycleController extends Controller {
  constructor(private readonly lifecycle: Lifecycle) {
    super();
  }

  /**
   * `status` is the target. `open` confirms an estimate_open order (Confirm Order). `completed`
   * marks a partnerassigned order complete (Mark As Complete), only when its actual move date is
   * today or earlier in the pickup's time zone; before that, 409. Any other status is refused with
   * 409 (cancelling goes through `add_cancel_reason`, assigning through `assignpartner`); a value
   * that is no status at all is a 400.
   * @summary Confirm an order or mark it complete
   */
  @Post('change_status')
  @Response<ErrorBody>(400, 'status is not an order status (7001)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Response<ErrorBody>(
    409,
    "The order's status does not allow it, or another call sets the status asked for (7015); the move date has not come yet (7019); another admin changed the order meanwhile (7016)",
  )
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async changeStatus(@Request() request: AuthenticatedRequest, @Body() body: ChangeStatusRequest): Promise<LifecycleAnswer> {
    return answered(await this.lifecycle.changeStatus(request.user, body));
  }

  /**
   * Assigns a partner to an open order, on one of its two preferred dates (the actual move date);
   * the order becomes partnerassigned and keeps the partner's company name as it is now. A date
   * that is not a preferred date is a 400 (`fields.actualMoveDate` names the two dates); a partner
   * that does not exist (or was deleted) is a 404. The assignment is an offer (`assignmentState`
   * offered, DESIGN §10): the partner is mailed a link to accept or decline it by `offerExpiresAt`
   * (24 hours, sooner when the move is close: OFFER_HOURS, OFFER_HOURS_BEFORE_MOVE,
   * OFFER_MIN_MINUTES). Declined or unanswered, the order goes back to open; the customer is
   * mailed the crew and the date once the partner accepts.
   * @summary Assign a partner
   */
  @Post('assignpartner')
  @Response<ErrorBody>(400, 'actualMoveDate is not a calendar day or not one of the preferred dates (7001)')
  @Response<ErrorBody>(404, 'No such order, or no such partner (7006)')
  @Response<ErrorBody>(409, 'The order is not open (7015); another admin changed the order meanwhile (7016)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async assignPartner(@Request() request: AuthenticatedRequest, @Body() body: AssignPartnerRequest): Promise<LifecycleAnswer> {
    return answered(await this.lifecycle.assignPartner(request.user, body));
  }

  /**
   * Offers a partnerassigned order's job to another partner (or the same one on the other
   * preferred date), taking it from the partner that has it, who is mailed that it was withdrawn.
   * `assignmentState` is the state the admin saw (`offered` or `accepted`): when the partner
   * answered, or the offer expired, meanwhile, the call is refused with 409 (7016) saying what
   * happened, so that of the admin and the partner acting at once one wins and the other learns
   * why. Answers like assignpartner.
   * @summary Reassign a partner
   */
  @Post('reassignpartner')
  @Response<ErrorBody>(400, 'actualMoveDate is not a calendar day or not a preferred date; assignmentState is not offered or accepted (7001)')
  @Response<ErrorBody>(404, 'No such order, or no such partner (7006)')
  @Response<ErrorBody>(409, 'The order is not partnerassigned (7015); the job is no longer in the state seen (7016)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async reassignPartner(@Request() request: AuthenticatedRequest, @Body() body: ReassignPartnerRequest): Promise<LifecycleAnswer> {
    return answered(await this.lifecycle.reassignPartner(request.user, body));
  }

  /**
   * Cancels an order that is estimate_open, open or partnerassigned, with a reason (required, at
   * most 100 characters) and the cancel date (a calendar day; today in the pickup's time zone when
   * absent). A cancelled order keeps its partner and actual move date, for its history.
   * @summary Cancel an order
   */
  @Post('add_cancel_reason')
  @Response<ErrorBody>(400, 'No reason, a reason over 100 characters, or a cancel date that is not a calendar day (7001)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Response<ErrorBody>(409, 'The order is completed or cancelled (7015); another admin changed the order meanwhile (7016)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async cancelOrder(@Request() request: AuthenticatedRequest, @Body() body: CancelOrderRequest): Promise<LifecycleAnswer> {
    return answered(await this.lifecycle.cancelOrder(request.user, body));
  }
}

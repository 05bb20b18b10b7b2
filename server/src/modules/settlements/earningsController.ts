import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import type { Earnings } from './earnings.js';
import type { AdjustmentRequest, PartnerEarnings } from './settlementsTypes.js';

/** What a partner earned, in the console. */
@Route('admin/partners/{id}/earnings')
@Tags('Settlements (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
@Response<ErrorBody>(404, 'No such partner (7006)')
export class PartnerEarningsController extends Controller {
  constructor(private readonly earnings: Earnings) {
    super();
  }

  /**
   * Every line the partner earned, oldest first, and their sum: each completed job's payout (with
   * the final amount and the terms it was earned under), call-out fees and adjustments.
   * @summary A partner's earnings
   * @param id The partner's database id.
   */
  @Get()
  public async partnerEarnings(@Path() id: string): Promise<PartnerEarnings> {
    return this.earnings.partnerEarnings(id);
  }

  /**
   * An adjustment to what the partner earned for one of its jobs: plus (an extra hour, a tip
   * passed on) or minus (a damage claim), with the reason the partner will read. Answers the
   * partner's earnings with it.
   * @summary Adjust a partner's earnings
   * @param id The partner's database id.
   */
  @Post()
  @Response<ErrorBody>(400, 'A value is missing or wrong, or the order is not a job of this partner (7001)')
  public async adjustEarnings(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: AdjustmentRequest): Promise<PartnerEarnings> {
    return this.earnings.adjust(request.user, id, body);
  }
}

/** A partner's sign-in reads what its partner earned (role `partner`). */
@Route('partner/earnings')
@Tags('Partner jobs')
@Security('jwt', ['partner'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, "Not a partner's sign-in (7005)")
export class OwnEarningsController extends Controller {
  constructor(private readonly earnings: Earnings) {
    super();
  }

  /**
   * Every line the partner earned, oldest first, and their sum: another partner's never show.
   * @summary My earnings
   */
  @Get()
  @Response<ErrorBody>(404, 'The partner is gone (7006)')
  public async ownEarnings(@Request() request: AuthenticatedRequest): Promise<PartnerEarnings> {
    return this.earnings.ownEarnings(request.user);
  }
}

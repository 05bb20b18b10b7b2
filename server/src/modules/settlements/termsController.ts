import { Body, Controller, Get, Path, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import type { Terms } from './terms.js';
import type { AdminPartnerTerms, PartnerTerms, PartnerTermsInput } from './settlementsTypes.js';

/** A partner's terms in the console: what MoveDay keeps of each job the partner does. */
@Route('admin/partners/{id}/terms')
@Tags('Settlements (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
@Response<ErrorBody>(404, 'No such partner (7006)')
export class PartnerTermsController extends Controller {
  constructor(private readonly terms: Terms) {
    super();
  }

  /**
   * The partner's terms: a commission (MoveDay's share of each job's final amount) or a fixed
   * payout per job, with its Stripe Connect account and who set them. A partner without terms of
   * its own is on the company's default commission (`isDefault`).
   * @summary A partner's terms
   * @param id The partner's database id.
   */
  @Get()
  public async partnerTerms(@Path() id: string): Promise<AdminPartnerTerms> {
    return this.terms.adminTerms(id);
  }

  /**
   * Sets the partner's terms from now on: jobs already completed keep the terms they were earned
   * under. `commissionPercent` goes with `commission`, `fixedPayoutCents` with `fixed`; the other is
   * left out or null. `stripeAccountId` left out keeps the account on file.
   * @summary Set a partner's terms
   * @param id The partner's database id.
   */
  @Put()
  @Response<ErrorBody>(400, 'A value is missing or wrong (7001)')
  public async setPartnerTerms(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: PartnerTermsInput): Promise<AdminPartnerTerms> {
    return this.terms.setTerms(request.user, id, body);
  }
}

/** A partner's sign-in reads its partner's terms (role `partner`). */
@Route('partner/terms')
@Tags('Partner jobs')
@Security('jwt', ['partner'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, "Not a partner's sign-in (7005)")
export class OwnTermsController extends Controller {
  constructor(private readonly terms: Terms) {
    super();
  }

  /**
   * What MoveDay keeps of each job the partner does, as the partner's area shows it: a commission
   * on the job's final amount, or a fixed payout per job.
   * @summary My terms
   */
  @Get()
  @Response<ErrorBody>(404, 'The partner is gone (7006)')
  public async ownTerms(@Request() request: AuthenticatedRequest): Promise<PartnerTerms> {
    return this.terms.ownTerms(request.user);
  }
}

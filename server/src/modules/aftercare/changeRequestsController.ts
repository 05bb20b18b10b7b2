import { formatMessage } from '@moveday/openapi';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import { approveChangeRequest, declineChangeRequest, type ChangeRequestOutcome } from './changeRequests.js';
import { listReviews, ratingsSummary } from './reviews.js';
import type { ApproveChangeRequest, ChangeRequestAnswer, DeclineChangeRequest, RatingsSummary, Review } from './selfServiceTypes.js';

/** The console's answer: what was done in English (staff read English), and the order. */
const answered = ({ done, order }: ChangeRequestOutcome): ChangeRequestAnswer => ({ error: false, message: formatMessage(done), order });

/**
 * The console's side of the customers' self-service (issue 18): change requests to answer, and
 * the ratings customers gave. Pending requests show on the order (`changeRequest`) and in the
 * orders list (`changeRequestPending`, filter `{"changeRequest":"pending"}`).
 */
@Route('admin')
@Tags('Change requests and reviews (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class ChangeRequestsController extends Controller {
  constructor(private readonly needs: AftercareNeeds) {
    super();
  }

  /**
   * Approves a pending request: the order takes the new dates and is re-priced (its final amount
   * follows unless the order is a rough estimate); with a partner, the one named keeps the job on
   * the chosen day, or another is offered it, through the assignment's rules. The customer is mailed.
   * @summary Approve a change request
   * @param id The change request's id.
   */
  @Post('changerequests/{id}/approve')
  @Response<ErrorBody>(400, 'No move day among the new dates, or no partner (7001)')
  @Response<ErrorBody>(404, 'No such change request (7006)')
  @Response<ErrorBody>(409, 'Answered already (7030), the partner does not fit (7026), the order changed (7016)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async approve(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: ApproveChangeRequest): Promise<ChangeRequestAnswer> {
    return answered(await approveChangeRequest(this.needs, request.user, id, body));
  }

  /**
   * Declines a pending request with a reason the customer is mailed; the order stays as it is.
   * @summary Decline a change request
   * @param id The change request's id.
   */
  @Post('changerequests/{id}/decline')
  @Response<ErrorBody>(400, 'No reason, or one too long (7001)')
  @Response<ErrorBody>(404, 'No such change request (7006)')
  @Response<ErrorBody>(409, 'Answered already (7030)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async decline(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: DeclineChangeRequest): Promise<ChangeRequestAnswer> {
    return answered(await declineChangeRequest(this.needs, request.user, id, body));
  }

  /**
   * The ratings customers gave, as react-admin's simple REST list: `sort` (createdAt, stars,
   * moveID), `range`, `filter` (`stars`, `partnerId`, `q` on comment, move number and names);
   * the total in `Content-Range`.
   * @summary Reviews
   */
  @Get('reviews')
  @Response<ErrorBody>(400, 'A sort, range or filter the list does not take (7001)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:read'])
  public async reviews(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<Review[]> {
    const page = await listReviews({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('reviews', page.offset, page.rows.length, page.total));
    return page.rows;
  }

  /**
   * How many ratings gave each number of stars, and their mean: the dashboard's Customer satisfaction.
   * @summary Customer satisfaction
   */
  @Get('ratings/summary')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:read'])
  public async summary(): Promise<RatingsSummary> {
    return ratingsSummary();
  }
}

import { Body, Controller, Get, Path, Post, Response, Route, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import { rateByLink, ratingLink } from './ratingLink.js';
import type { RatingAnswer, RatingInput, RatingLinkInfo } from './selfServiceTypes.js';

/**
 * The rating link a customer is mailed the day after their move is completed: it works without
 * signing in, for that move only, and once (a move is rated once, by link or from its order page).
 */
@Route('ratings/{token}')
@Tags('Ratings')
@Response<ErrorBody>(404, 'No such rating link (7006)')
export class RatingsController extends Controller {
  constructor(private readonly needs: AftercareNeeds) {
    super();
  }

  /**
   * The move the link is for, and its rating once given.
   * @summary A rating link's move
   * @param token The link's token.
   */
  @Get()
  public async ratingLink(@Path() token: string): Promise<RatingLinkInfo> {
    return ratingLink(token);
  }

  /**
   * Rates the move: 1 to 5 stars and a comment. A second use answers 409 (7031).
   * @summary Rate a move by its link
   * @param token The link's token.
   */
  @Post()
  @Response<ErrorBody>(400, 'Stars outside 1-5, a comment too long (7001)')
  @Response<ErrorBody>(409, 'Rated already (7031)')
  public async rateByLink(@Path() token: string, @Body() body: RatingInput): Promise<RatingAnswer> {
    return rateByLink(this.needs, token, body);
  }
}

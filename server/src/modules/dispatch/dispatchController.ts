import zlib from 'node:zlib';
import compression from 'compression';
import { Controller, Get, Middlewares, Query, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import { assignablePartners, dispatchRange } from './dispatchService.js';
import type { AssignablePartners, DispatchRange } from './dispatchTypes.js';

/**
 * Dispatch: the console's calendar of the moves and the partners fit to take them. A partner fits
 * a job on a day when it serves the pickup's area (its service cities; none set = every area), is
 * not off that day, has a crew free that day (its jobs offered, accepted or done that day are
 * fewer than its crews; none set = no limit), and its insurance (when on file) runs to that day.
 */
/**
 * A month's range is some 1 MB of JSON for 3,000 moves: sent compressed (brotli or gzip, as the
 * browser takes it) at the fastest levels, which shrink it some sevenfold for a few milliseconds.
 */
const compressed = compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } });

@Route('admin')
@Tags('Dispatch (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class DispatchController extends Controller {
  /**
   * One range of the calendar, at most 42 days (a month's grid): every day with its count of moves
   * and of those still needing a crew (status open), the moves with only the columns the calendar
   * shows, and each partner's crews used per day and its days off. A move stands on its move day,
   * else on its first preferred date; quotes are never shown.
   * @summary The dispatch calendar's range
   * @param from The first day, YYYY-MM-DD.
   * @param to The last day, YYYY-MM-DD (from + 41 days at most).
   * @param city A served city: only moves whose pickup lies in its area, and the partners serving it.
   * @param partnerId Only this partner's moves, and only this partner.
   * @param status A comma list of estimate_open, open, partnerassigned, completed, cancelled (default: all).
   */
  @Get('dispatch')
  @Middlewares(compressed)
  @Response<ErrorBody>(400, 'A day that is no day, a range longer than 42 days, an unknown city or status (7001)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:read'])
  public async dispatchRange(
    @Query() from?: string,
    @Query() to?: string,
    @Query() city?: string,
    @Query() partnerId?: string,
    @Query() status?: string,
  ): Promise<DispatchRange> {
    return dispatchRange({ from, to, city, partnerId, status });
  }

  /**
   * Every partner, with whether it fits the order on the day, and if not, why (sentences to show):
   * fitting partners first. The assign and reassign calls refuse a partner that does not fit with
   * 409 (7026) and the first of these reasons.
   * @summary Partners fit for an order on a day
   * @param moveDatabaseID The order's database id.
   * @param actualMoveDate The day (UTC midnight ms).
   */
  @Get('assignablepartners')
  @Response<ErrorBody>(400, 'Not a calendar day (7001)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:read'])
  public async assignablePartners(@Query() moveDatabaseID: string, @Query() actualMoveDate: number): Promise<AssignablePartners> {
    return assignablePartners(moveDatabaseID, actualMoveDate);
  }
}

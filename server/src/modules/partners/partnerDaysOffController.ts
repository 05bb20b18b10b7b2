import { Body, Controller, Delete, Get, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import * as daysOff from './daysOff.js';
import type { PartnerPorts } from './ports.js';
import type { DayOffRequest, DaysOffAnswer } from './partnersTypes.js';

/** A partner's sign-in sets the days its crews cannot work; MoveDay assigns it no job on those days. */
@Route('partner/daysoff')
@Tags('Partner days off')
@Security('jwt', ['partner'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, "Not a partner's sign-in (7005)")
export class PartnerDaysOffController extends Controller {
  constructor(private readonly ports: PartnerPorts) {
    super();
  }

  /**
   * From today (Denver's) on, with who set each: the partner, or MoveDay's admins.
   * @summary My days off
   */
  @Get()
  public async myDaysOff(@Request() request: AuthenticatedRequest): Promise<DaysOffAnswer> {
    return daysOff.listDaysOff(request.user.partnerId ?? '');
  }

  /**
   * Today or later. Refused with 409 (7027) on a day the partner has a job (offered or accepted):
   * MoveDay reassigns it first. Answers the days off.
   * @summary Take a day off
   */
  @Post()
  @Response<ErrorBody>(400, 'Not a day, in the past or more than two years ahead (7001)')
  @Response<ErrorBody>(409, 'A job that day (7027)')
  public async takeDayOff(@Request() request: AuthenticatedRequest, @Body() body: DayOffRequest): Promise<DaysOffAnswer> {
    return daysOff.addDayOff(this.ports, request.user.partnerId ?? '', body.day, 'partner');
  }

  /**
   * A day off set by MoveDay's admins can be removed too: the partner knows its crews best.
   * @summary Work a day after all
   * @param day The day (UTC midnight ms).
   */
  @Delete('{day}')
  public async workDay(@Request() request: AuthenticatedRequest, @Path() day: number): Promise<DaysOffAnswer> {
    return daysOff.removeDayOff(request.user.partnerId ?? '', day);
  }
}

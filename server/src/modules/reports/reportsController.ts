import { Controller, Get, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import { countCustomers } from '../users/index.js';

export interface TotalUsers {
  /** Customer accounts, all time (admins not counted). */
  totalUsers: number;
}

@Route('admin')
@Tags('Dashboard')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class ReportsController extends Controller {
  /**
   * Total users: the number of customer accounts ever created.
   * @summary Total users
   */
  @Get('totalusers')
  public async totalUsers(): Promise<TotalUsers> {
    return { totalUsers: await countCustomers() };
  }
}

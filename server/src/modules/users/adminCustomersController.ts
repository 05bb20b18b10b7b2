import { Controller, Get, Path, Post, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import { closeCustomer } from './accountClosure.js';
import { exportCustomer, exportDisposition } from './accountExport.js';
import { getCustomer, listCustomers } from './customerList.js';
import type { CustomerOrders } from './customerOrders.js';
import type { AccountExport, AdminCustomer, AdminCustomerDetail } from './accountDataTypes.js';

@Route('admin/customers')
@Tags('Customers (admin)')
@Security('jwt', ['admin'])
export class AdminCustomersController extends Controller {
  constructor(private readonly customerOrders: CustomerOrders) {
    super();
  }

  /**
   * The customer accounts, newest first, as ra-data-simple-rest lists them, with their place in
   * the whole in the `Content-Range` header (`customers 0-24/57`) and the total in `X-Total-Count`:
   * - `sort`: `["field","ASC"|"DESC"]`, field one of `createdAt` (the default, newest first),
   *   `lastName`, `firstName`, `email`, `closedAt` (`id` sorts as `createdAt`);
   * - `range`: `[first, last]`, whole numbers with 0 <= first <= last <= 10,000,000, at most 500 rows; without it the first 25;
   * - `filter`: a JSON object with any of `q` (every word must occur, case-insensitively, in the
   *   names or email; at most 100 characters), `closed` (true: closed accounts only; false: open
   *   ones only) and `id` (a list, for getMany).
   * The same list may be asked for in the `_start`, `_end`, `_sort`, `_order`, `q` and `closed`
   * parameters instead (`_end` excluded); when both are given, these win.
   * @summary List customers (admin)
   * @param sort e.g. ["createdAt","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"q":"reyes","closed":false}
   * @param _start The first row, from 0.
   * @param _end The row after the last.
   * @param _sort The field to sort by, as in `sort`.
   * @param _order ASC or DESC.
   * @param q Words to search for, as `filter.q`.
   * @param closed true: closed accounts only; false: open ones only.
   */
  @Get()
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async listCustomers(
    @Query() sort?: string,
    @Query() range?: string,
    @Query() filter?: string,
    @Query() _start?: string,
    @Query() _end?: string,
    @Query() _sort?: string,
    @Query() _order?: string,
    @Query() q?: string,
    @Query() closed?: string,
  ): Promise<AdminCustomer[]> {
    const list = await listCustomers(this.customerOrders, { sort, range, filter }, { _start, _end, _sort, _order, q, closed });
    this.setHeader('Content-Range', contentRange('customers', list.offset, list.rows.length, list.total));
    this.setHeader('X-Total-Count', String(list.total));
    return list.rows;
  }

  /**
   * One customer account with its orders, newest first. Any id that is not a customer's answers 404.
   * @summary Get a customer (admin)
   * @param id The account's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such customer (7006)')
  public async getCustomer(@Path() id: string): Promise<AdminCustomerDetail> {
    return getCustomer(this.customerOrders, id);
  }

  /**
   * Everything MoveDay holds about the customer, as `GET /api/account/export` gives it to the
   * customer, as a download. Of a closed account, it holds only placeholders.
   * @summary Download a customer's data (admin)
   * @param id The account's database id.
   */
  @Get('{id}/export')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, "The customer's data, as a file to save")
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such customer (7006)')
  public async exportCustomer(@Path() id: string): Promise<AccountExport> {
    const data = await exportCustomer(this.customerOrders, id);
    this.setHeader('Content-Disposition', exportDisposition(data));
    return data;
  }

  /**
   * Closes the customer's account, as the customer can from their profile (`POST
   * /api/account/close`), without a password: sign-ins end, personal details are replaced by
   * placeholders, queued mails to the address are dropped, each order's history says who closed it.
   * @summary Close a customer's account (admin)
   * @param id The account's database id.
   */
  @Post('{id}/close')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such customer (7006)')
  @Response<ErrorBody>(409, 'The account has open orders (7033), or is closed already (7034)')
  public async closeCustomer(@Path() id: string, @Request() request: AuthenticatedRequest): Promise<AdminCustomerDetail> {
    return closeCustomer(this.customerOrders, request.user, id);
  }
}

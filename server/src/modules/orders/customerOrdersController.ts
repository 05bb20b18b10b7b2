import { Body, Controller, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { getCustomerOrder, listCustomerOrders } from './customerOrdersService.js';
import type { OrderDetail, OrderSummary } from './orderViews.js';

export interface CustomerOrdersRequest {
  /** Sent by the customer site; ignored: the list is always the token's customer's. */
  userId?: string;
}

export interface CustomerOrderRequest {
  /** The order's database id. */
  moveDatabaseID: string;
}

@Route('customer')
@Tags('Customer orders')
@Security('jwt', ['customer'])
export class CustomerOrdersController extends Controller {
  /**
   * The signed-in customer's orders (quotes not yet booked are not listed), the latest move date
   * first. `userId` in the body is ignored: the token says whose orders these are.
   * @summary My orders
   */
  @Post('allorders')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not a customer (7005)')
  public async allOrders(@Request() request: AuthenticatedRequest, @Body() _body: CustomerOrdersRequest): Promise<OrderSummary[]> {
    return listCustomerOrders(request.user.id);
  }

  /**
   * One of the signed-in customer's orders. Any other move, whether another customer's, a quote
   * not yet booked or none at all, answers 404 alike.
   * @summary My order's details
   */
  @Post('orderdetail')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not a customer (7005)')
  @Response<ErrorBody>(404, 'No such order of yours (7006)')
  public async orderDetail(@Request() request: AuthenticatedRequest, @Body() body: CustomerOrderRequest): Promise<OrderDetail> {
    return getCustomerOrder(body.moveDatabaseID, request.user.id);
  }
}

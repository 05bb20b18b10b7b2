import { Controller, Get, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import type { CardPayments } from './paymentsModule.js';
import type { CheckoutAnswer, CustomerPayments } from './paymentsTypes.js';

@Route('customer/orders/{id}')
@Tags('Customer self-service')
@Security('jwt', ['customer'])
export class CustomerPaymentsController extends Controller {
  constructor(private readonly cards: CardPayments) {
    super();
  }

  /**
   * The signed-in customer's own order's money: its payment state, price, deposit, what is paid and
   * still owed, what is due online now, and each payment and refund. Another customer's order answers 404.
   * @summary An order's payments (customer)
   * @param id The order's database id.
   */
  @Get('payments')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not a customer (7005)')
  @Response<ErrorBody>(404, 'No such order of yours (7006)')
  public async customerOrderPayments(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<CustomerPayments> {
    return this.cards.customerPayments(request.user, id);
  }

  /**
   * Where to pay what is due online (the deposit, or the balance after the move): Stripe's Checkout
   * page, which takes the card; MoveDay never sees it. The amount is the server's, never the
   * browser's. Asked twice, the same open page answers. The payment counts once Stripe confirms it
   * (its webhook), never from the page the customer returns to.
   * @summary Pay online (customer)
   * @param id The order's database id.
   */
  @Post('checkout')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not a customer (7005)')
  @Response<ErrorBody>(404, 'No such order of yours (7006)')
  @Response<ErrorBody>(409, 'Nothing is due online, or cards are not taken online (7039)')
  @Response<ErrorBody>(502, 'The card processor did not answer; nothing was charged (7040)')
  public async payOnline(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<CheckoutAnswer> {
    return this.cards.checkout(request.user, id);
  }
}

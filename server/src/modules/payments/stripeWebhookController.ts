import { Controller, Header, Post, Request, Response, Route, SuccessResponse, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import type { RawBodyRequest } from '../../platform/jsonBody.js';
import type { CardPayments } from './paymentsModule.js';

@Route('payments/stripe')
@Tags('Payments (admin)')
export class StripeWebhookController extends Controller {
  constructor(private readonly cards: CardPayments) {
    super();
  }

  /**
   * Stripe's webhook endpoint (set it in Stripe's dashboard, README "Card payments"): events
   * `checkout.session.completed`, `checkout.session.expired`, `payment_intent.payment_failed`,
   * `charge.refunded`, `charge.dispute.created`. Each is verified with the `Stripe-Signature` header
   * against STRIPE_WEBHOOK_SECRET (400 otherwise), kept by its id and processed once: a retry or
   * replay answers 204 and changes nothing. A refund or dispute that comes before the payment it is
   * about answers 503 and is kept for nothing: Stripe sends it again later. 409 while Stripe is not set up.
   * @summary Stripe's events
   */
  @Post('webhook')
  @SuccessResponse(204, 'Received (first time or again)')
  @Response<ErrorBody>(400, 'No valid signature (7001)')
  @Response<ErrorBody>(409, 'Card payments are not set up (7039)')
  @Response<ErrorBody>(503, 'The event is about a payment whose own event has not come yet: Stripe sends it again later (7014)')
  public async stripeEvent(@Request() request: RawBodyRequest, @Header('Stripe-Signature') signature?: string): Promise<void> {
    await this.cards.receiveEvent(request.rawBody, signature);
    this.setStatus(204);
  }
}

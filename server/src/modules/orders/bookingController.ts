import { Body, Controller, Middlewares, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { Request as ExpressRequest } from 'express';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { perAddressLimit } from '../../platform/rateLimit.js';
import { bookForCustomer, signUpAndBook, withdrawQuotedMove, type BookingNeeds } from './bookingService.js';
import type { BookedAnswer, SignupAnswer, SignupDetails, WithdrawnAnswer } from './bookingService.js';

export interface PendingMoveRequest {
  /** The quoted move's database id. */
  moveDatabaseID: string;
}

export interface UpdateMoveRequest {
  /** The quoted move's database id. */
  moveDatabaseID: string;
  /** Sent by the customer site; ignored: the move is booked for the token's customer. */
  userId?: string;
}

@Route('')
@Tags('Booking')
export class BookingController extends Controller {
  constructor(private readonly booking: BookingNeeds) {
    super();
  }

  /**
   * 'Book My Move' for a visitor: with a new email, creates the customer account and books the
   * quoted move in one step (`statusCode` 100), and mails a booking confirmation. Booking sets the
   * status to `open` with 90% of the price rounded up, or to `estimate_open` with the estimate for
   * a rough estimate. An email that already has an account gets `exist: true`, `statusCode` 200
   * and nothing changes (log in, then `customer/updatemove`); an admin's email gets `statusCode`
   * 403 and nothing changes.
   * @summary Sign up and book a quoted move
   */
  @Post('signup_details')
  @Middlewares(perAddressLimit)
  @Response<ErrorBody>(400, 'A signup rule is broken (7001); `fields` names each failing field')
  @Response<ErrorBody>(404, 'No such move (7006)')
  @Response<ErrorBody>(409, 'The move is already booked (7020)')
  @Response<ErrorBody>(429, 'Too many requests from this address (7008)')
  public async signUp(@Body() body: SignupDetails, @Request() request: ExpressRequest): Promise<SignupAnswer> {
    // The account reads its mails in the language the move was booked in.
    return signUpAndBook(this.booking, body, requestLocale(request));
  }

  /**
   * The 'already have an account' dialog's Cancel: withdraws a pending quoted move, which is
   * deleted (it was never an order). A booked move is not touched: cancelling an order goes
   * through MoveDay's staff.
   * @summary Withdraw a pending quoted move
   */
  @Post('signup_details/cancel_move')
  @Middlewares(perAddressLimit)
  @Response<ErrorBody>(404, 'No such move (7006)')
  @Response<ErrorBody>(409, 'The move is already booked (7020)')
  @Response<ErrorBody>(429, 'Too many requests from this address (7008)')
  public async cancelPendingMove(@Body() body: PendingMoveRequest): Promise<WithdrawnAnswer> {
    return withdrawQuotedMove(body.moveDatabaseID);
  }

  /**
   * A signed-in customer books a quoted move for their own account (the token's; `userId` in the
   * body is ignored), with the same rules and confirmation mail as signup.
   * @summary Book a quoted move for the signed-in customer
   */
  @Post('customer/updatemove')
  @Security('jwt', ['customer'])
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not a customer (7005)')
  @Response<ErrorBody>(404, 'No such move (7006)')
  @Response<ErrorBody>(409, 'The move is already booked (7020)')
  public async bookForSignedInCustomer(@Request() request: AuthenticatedRequest, @Body() body: UpdateMoveRequest): Promise<BookedAnswer> {
    return bookForCustomer(this.booking, body.moveDatabaseID, request.user.id);
  }
}

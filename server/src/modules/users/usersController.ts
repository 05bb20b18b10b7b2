import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Middlewares, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest, TokenSigner } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import type { ErrorBody } from '../../platform/errors.js';
import { clientAddress, perAccountLimit, perAddressLimit } from '../../platform/rateLimit.js';
import * as users from './usersService.js';
import type {
  ActionResult,
  ForgotPasswordRequest,
  LanguageChange,
  LanguageSetting,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
  UserDetails,
} from './usersTypes.js';

@Route('')
@Tags('Accounts')
export class UsersController extends Controller {
  constructor(private readonly signToken: TokenSigner) {
    super();
  }

  /**
   * Signs a customer or an admin in. Admins go on to the console, customers to their orders.
   * Wrong passwords are throttled per account and client address: after a few in a row, each
   * further try from that address must wait a delay that doubles up to 15 minutes (429 with
   * `Retry-After`); a correct password clears it. An account guessed at from many addresses
   * takes tries, for a while, only from addresses that have signed in to it before.
   * @summary Log in
   */
  @Post('loginRoute')
  @Middlewares(perAddressLimit)
  @Response<ErrorBody>(400, 'Email format is invalid, or a field is missing (7001)')
  @Response<ErrorBody>(401, 'Wrong email or password (7003)')
  @Response<ErrorBody>(429, 'Too many calls from this address, or too many wrong passwords for this account: wait `Retry-After` seconds (7008)')
  public async login(@Body() body: LoginRequest, @Request() request: ExpressRequest): Promise<LoginResponse> {
    return users.login(this.signToken, body, clientAddress(request), getConfig());
  }

  /**
   * Mails a reset link valid for one hour. The answer is the same whether or not the address has an
   * account, so that the form does not reveal who is a customer; 7004 means the address is malformed.
   * @summary Request a password reset link
   */
  @Post('password/forgot')
  @Middlewares(perAddressLimit, perAccountLimit('email'))
  @Response<ErrorBody>(400, 'Invalid Email (7004)')
  @Response<ErrorBody>(429, 'Too many requests (7008)')
  public async forgotPassword(@Body() body: ForgotPasswordRequest): Promise<ActionResult> {
    return users.requestPasswordReset(body.email, getConfig());
  }

  /**
   * Sets a new password with the token from a reset link. A token works once; using it signs the
   * account out of every other session, and the address it is used from may sign in even while
   * the account is throttled for guesses from elsewhere.
   * @summary Reset the password
   */
  @Post('password/reset')
  @Middlewares(perAddressLimit)
  @Response<ErrorBody>(400, 'Password rules broken (7001), or the link is invalid or expired (7010)')
  @Response<ErrorBody>(429, 'Too many requests (7008)')
  public async resetPassword(@Body() body: ResetPasswordRequest, @Request() request: ExpressRequest): Promise<ActionResult> {
    return users.resetPassword(body.token, body.passwordDetails.password, body.passwordDetails.confirmPassword, clientAddress(request));
  }

  /**
   * The signed-in user's own details (the read-only profile).
   * @summary My profile
   */
  @Get('profile')
  @Security('jwt')
  @SuccessResponse(200)
  @Response<ErrorBody>(401, 'Not signed in, or the token is invalid or expired (7002)')
  public async profile(@Request() request: AuthenticatedRequest): Promise<UserDetails> {
    return users.getProfile(request.user.id);
  }

  /**
   * The language the signed-in account (a customer, a partner's sign-in, an admin) reads MoveDay
   * in; its mails are written in it.
   * @summary My language
   */
  @Get('account/language')
  @Security('jwt')
  @Response<ErrorBody>(401, 'Not signed in, or the token is invalid or expired (7002)')
  public async getAccountLanguage(@Request() request: AuthenticatedRequest): Promise<LanguageSetting> {
    return users.getLanguage(request.user.id);
  }

  /**
   * Changes the signed-in account's language: `en` (English) or `es` (Spanish). Its next mails are
   * written in it.
   * @summary Change my language
   */
  @Put('account/language')
  @Security('jwt')
  @Response<ErrorBody>(400, 'Not a language MoveDay speaks (7001)')
  @Response<ErrorBody>(401, 'Not signed in, or the token is invalid or expired (7002)')
  public async setAccountLanguage(@Body() body: LanguageChange, @Request() request: AuthenticatedRequest): Promise<LanguageSetting> {
    return users.setLanguage(request.user.id, body.language);
  }
}

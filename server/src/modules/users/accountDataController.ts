import { Body, Controller, Get, Middlewares, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { perAddressLimit } from '../../platform/rateLimit.js';
import { closeOwnAccount } from './accountClosure.js';
import { exportAccount, exportDisposition } from './accountExport.js';
import type { CustomerOrders } from './customerOrders.js';
import type { AccountClosed, AccountExport, CloseAccountRequest } from './accountDataTypes.js';

@Route('account')
@Tags('Your data')
@Security('jwt', ['customer'])
export class AccountDataController extends Controller {
  constructor(private readonly customerOrders: CustomerOrders) {
    super();
  }

  /**
   * Everything MoveDay holds about the signed-in customer, as a JSON file to keep: the account,
   * each of its orders as its order page shows it with its whole history, its change requests and
   * its rating, and every enquiry (the contact and commercial forms) sent with the account's email,
   * whatever its case. Answered as a download (`Content-Disposition: attachment;
   * filename="moveday-data-<YYYY-MM-DD>.json"`).
   * @summary Download my data
   */
  @Get('export')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, "The customer's data, as a file to save")
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not a customer (7005)')
  public async exportMyData(@Request() request: AuthenticatedRequest): Promise<AccountExport> {
    const data = await exportAccount(this.customerOrders, request.user.id);
    this.setHeader('Content-Disposition', exportDisposition(data));
    return data;
  }

  /**
   * Closes the signed-in customer's account, for good. The password is asked again. Every
   * sign-in ends at once; the account's name, email and phone, and the personal details of its
   * orders (names, addresses, phones, emails, notes, change requests' and ratings' words) and of
   * the enquiries sent with its email, are replaced by placeholders; the orders themselves
   * (amounts, dates, cities, statuses) stay for the company's books. Mails still queued to the
   * address are dropped. The email is free again: it can sign up as a new customer. Open orders
   * (estimate_open, open, partnerassigned) must be cancelled first: 409 (7033) lists their move
   * numbers in `messageParams.moveNumbers`, and nothing changes. Limited per client address, as
   * the sign-in is: the password is checked.
   * @summary Close my account
   */
  @Post('close')
  @Middlewares(perAddressLimit)
  @Response<ErrorBody>(400, 'The password is missing or incorrect (7001); `fields.password` says which')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not a customer (7005)')
  @Response<ErrorBody>(409, 'The account has open orders (7033): cancel them first')
  @Response<ErrorBody>(429, 'Too many calls from this address (7008)')
  public async closeMyAccount(@Request() request: AuthenticatedRequest, @Body() body: CloseAccountRequest): Promise<AccountClosed> {
    await closeOwnAccount(this.customerOrders, request.user, body.password);
    return { closed: true };
  }
}

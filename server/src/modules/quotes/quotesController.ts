import { Body, Controller, Get, Path, Post, Response, Route, Security, Tags } from '@tsoa/runtime';
import { notFound, type ErrorBody } from '../../platform/errors.js';
import { quoteMove } from './quoteService.js';
import { describeZip } from './locations.js';
import type { AdminQuoteAnswer, AdminQuoteRequest, ZipInfo } from './quotesTypes.js';

@Route('')
@Tags('Quotes')
export class QuotesController extends Controller {
  /**
   * The city and state of a zip code, and whether we serve it: the wizard fills the address from it
   * and flags an unknown zip at once.
   * @summary Look up a zip code
   * @param zipcode Five digits.
   */
  @Get('locations/{zipcode}')
  @Response<ErrorBody>(404, 'No such zip code (7006)')
  public async location(@Path() zipcode: string): Promise<ZipInfo> {
    const info = /^\d{5}$/.test(zipcode) ? describeZip(zipcode) : undefined;
    if (!info) throw notFound('zipcodeNotFound', { zipcode });
    return info;
  }

  /**
   * Prices a move draft for the console's Add Order (Check Quote) with the same rules and engine
   * as the customer's quote. Nothing is stored.
   * @summary Quote a new order (admin)
   */
  @Post('admin/getquote_addorder')
  @Security('jwt', ['admin'])
  @Response<ErrorBody>(400, 'The draft breaks a rule (7001); `fields` names each')
  @Response<ErrorBody>(422, 'The quote-service error (7009): a place or distance we cannot price')
  @Security('apiKey', ['orders:write'])
  public async quoteNewOrder(@Body() body: AdminQuoteRequest): Promise<AdminQuoteAnswer> {
    const { quote } = quoteMove(body);
    return { error: false, quote, finalMoveAmount: quote.bookingPrice };
  }

  /**
   * Re-prices an order being edited in the console. Preferred dates that have passed are allowed
   * (the order already exists). Nothing is stored: saving goes through the edit call.
   * @summary Quote an edited order (admin)
   */
  @Post('admin/getquote_editorder')
  @Security('jwt', ['admin'])
  @Response<ErrorBody>(400, 'The draft breaks a rule (7001)')
  @Response<ErrorBody>(422, 'The quote-service error (7009)')
  @Security('apiKey', ['orders:write'])
  public async quoteEditedOrder(@Body() body: AdminQuoteRequest): Promise<AdminQuoteAnswer> {
    const { quote } = quoteMove(body, { allowPastDates: true });
    return { error: false, quote, finalMoveAmount: quote.bookingPrice };
  }
}

import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Middlewares, Path, Post, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { getConfig } from '../../platform/config.js';
import type { ErrorBody } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { perAccountLimit, perAddressLimit } from '../../platform/rateLimit.js';
import { contentRange } from '../../platform/restList.js';
import * as enquiries from './enquiriesService.js';
import { getEnquiry, listEnquiries } from './enquiryList.js';
import type { CommercialEnquiryRequest, EnquiryAnswer, EnquiryRow, HomeEnquiryRequest } from './enquiriesTypes.js';

@Route('')
export class EnquiriesController extends Controller {
  /**
   * A commercial move enquiry: the body is the `commercialDetails` object itself. Rules, in this
   * order (customer-side §5): every field is required ('Fill all the mandatory fields'); names are
   * letters and spaces ('Name accepts characters only'); 'Invalid Email'; the phone is ten digits
   * ('Invalid phone number'; spaces, dots, dashes and parentheses are ignored and the digits
   * stored); locations at most 60 characters, the description 120, names 50. Strings are trimmed.
   * The enquiry is stored, mailed to the company inbox (reply-to the sender) and acknowledged to
   * the sender. The answer's `message` is the thank-you the success dialog shows.
   * Limited per client address and, since it mails the address given, per email address.
   * @summary Send a commercial move enquiry
   */
  @Post('commercial_details')
  @Tags('Enquiries')
  @Middlewares(perAddressLimit, perAccountLimit('useremail'))
  @Response<ErrorBody>(400, 'A field is missing or breaks a rule (7001); `fields` names each, the first message leads')
  @Response<ErrorBody>(429, 'Too many enquiries from this address or for this email (7008)')
  public async commercialEnquiry(@Body() body: CommercialEnquiryRequest, @Request() request: ExpressRequest): Promise<EnquiryAnswer> {
    return enquiries.receiveCommercialEnquiry(body, getConfig(), requestLocale(request));
  }

  /**
   * The landing page's 'Get in touch with us' form. Rules, in this order (customer-side §5): first
   * name, last name, email and phone are required ('Fill all the mandatory fields'); 'Invalid email
   * format'; the phone is ten digits ('Invalid phone number'; spaces, dots, dashes and parentheses
   * are ignored and the digits stored); the comment at most 100 characters, names 50; the select
   * option is required and one of the catalogue's ENQUIRY_OPTIONS. Names are not restricted to
   * letters here (the spec sets no such rule for this form). Strings are trimmed; a missing
   * `notification` means not ticked. The enquiry is stored, mailed to the company inbox (reply-to
   * the sender) and acknowledged to the sender. Limited per client address and per email address.
   * @summary Send an enquiry
   */
  @Post('enquirydetails')
  @Tags('Enquiries')
  @Middlewares(perAddressLimit, perAccountLimit('email'))
  @Response<ErrorBody>(400, 'A field is missing or breaks a rule (7001); `fields` names each, the first message leads')
  @Response<ErrorBody>(429, 'Too many enquiries from this address or for this email (7008)')
  public async homeEnquiry(@Body() body: HomeEnquiryRequest, @Request() request: ExpressRequest): Promise<EnquiryAnswer> {
    return enquiries.receiveHomeEnquiry(body, getConfig(), requestLocale(request));
  }

  /**
   * Every enquiry, home and commercial, read-only, as ra-data-simple-rest lists it, with its place
   * in the whole in the `Content-Range` header (`enquiries 0-24/57`):
   * - `sort`: `["field","ASC"|"DESC"]`, field one of `createdAt` (the default, newest first),
   *   `kind`, `firstName`, `lastName`, `email`, `phone`, `selectOption` (`id` sorts as `createdAt`);
   * - `range`: `[first, last]`, whole numbers with 0 <= first <= last <= 10,000,000, at most 500 rows; without it the first 25;
   * - `filter`: a JSON object with any of `kind` (`home` or `commercial`), `q` (every word must
   *   occur, case-insensitively, in the names, email, phone, locations or message; a phone written
   *   with punctuation is searched by its digits; at most 100 characters) and `id` (a list, for getMany).
   * @summary List enquiries (admin)
   * @param sort e.g. ["createdAt","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"kind":"commercial","q":"denver"}
   */
  @Get('admin/enquiries')
  @Tags('Enquiries (admin)')
  @Security('jwt', ['admin'])
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async listEnquiries(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<EnquiryRow[]> {
    const list = await listEnquiries({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('enquiries', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * One enquiry.
   * @summary Get an enquiry (admin)
   * @param id The enquiry's database id.
   */
  @Get('admin/enquiries/{id}')
  @Tags('Enquiries (admin)')
  @Security('jwt', ['admin'])
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such enquiry (7006)')
  public async getEnquiry(@Path() id: string): Promise<EnquiryRow> {
    return getEnquiry(id);
  }
}

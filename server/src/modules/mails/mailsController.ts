import { Controller, Get, Path, Post, Query, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import * as mails from './mailList.js';
import type { MailDetail, MailRow } from './mailsTypes.js';

@Route('admin/mails')
@Tags('Mail (admin)')
@Security('jwt', ['admin'])
export class MailsController extends Controller {
  /**
   * Every mail MoveDay has queued (booking confirmations, status mails, enquiries and their
   * acknowledgements, reset links), newest first, read-only, as ra-data-simple-rest lists it, with
   * its place in the whole in the `Content-Range` header (`mails 0-24/57`). A mail is queued in
   * the transaction of the change that causes it and sent by the mail queue: retried with a
   * doubling wait (15 s, 30 s, ... about a day in all by default), then `failed`.
   * - `sort`: `["field","ASC"|"DESC"]`, field one of `createdAt` (the default, newest first),
   *   `updatedAt`, `to`, `subject`, `state`, `attempts`, `orderNumber` (`id` sorts as `createdAt`);
   * - `range`: `[first, last]`, whole numbers with 0 <= first <= last <= 10,000,000, at most 500 rows; without it the first 25;
   * - `filter`: a JSON object with any of `state` (`queued`, `retrying`, `sent`, `failed`, or a
   *   list of them), `orderId` (an order's database id: the mails of that order), `q` (every word
   *   must occur, case-insensitively, in the address, subject or move number; at most 100
   *   characters) and `id` (a list, for getMany).
   * @summary List mails (admin)
   * @param sort e.g. ["createdAt","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"state":"failed"}
   */
  @Get()
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async listMails(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<MailRow[]> {
    const list = await mails.listMails({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('mails', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * One mail with its plain-text body (none for a password reset link once it is sent or has
   * failed: the link is not kept).
   * @summary Get a mail (admin)
   * @param id The mail's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such mail (7006)')
  public async getMail(@Path() id: string): Promise<MailDetail> {
    return mails.getMail(id);
  }

  /**
   * Sends a failed mail again: it is queued under a new job, with the same retries, and its
   * attempts go on counting. Only a failed mail (`canResend`): any other answers 409, as does a
   * failed password reset mail, whose link is not kept.
   * @summary Send a failed mail again (admin)
   * @param id The mail's database id.
   */
  @Post('{id}/resend')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such mail (7006)')
  @Response<ErrorBody>(409, 'The mail is not failed, or is a reset link whose body is gone (7023)')
  public async resendMail(@Path() id: string): Promise<MailDetail> {
    return mails.resendMail(id);
  }
}

/** The mails module's public face: mail queued in a change's transaction, sent by the job queue, listed for admins. */
export { mailQueue, queueMail } from './mailsService.js';
export { closeMailsOf } from './accountMails.js';
export type { MailAbout } from './mailsService.js';
export type { MailsClosure } from './accountMails.js';
export {
  amountKind,
  cancelReasonIn,
  customerMail,
  datesOf,
  dayWithWeekday,
  draftIn,
  inboxMail,
  instantAt,
  mailIn,
  orderPage,
  placeOf,
  preferredDates,
  priceOf,
  routeOf,
  shortDay,
} from './orderMailParts.js';
export type { MailAction, MailedOrder } from './orderMailParts.js';

/** The mails module's public face: mail queued in a change's transaction, sent by the job queue, listed for admins. */
export { mailQueue, queueMail } from './mailsService.js';
export { closeMailsOf } from './accountMails.js';
export type { MailAbout } from './mailsService.js';
export type { MailsClosure } from './accountMails.js';

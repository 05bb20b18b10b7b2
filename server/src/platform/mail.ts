import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from './config.js';
import { logger } from './logger.js';

/** A file a mail carries (the booking's confirmation and calendar file). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Ends the connections it keeps open. */
  close?(): void;
}

let mailer: Mailer | undefined;

/** nodemailer's names for a mail's files. */
const forNodemailer = ({ attachments, ...mail }: Mail) => ({
  ...mail,
  ...(attachments?.length
    ? { attachments: attachments.map((file) => ({ filename: file.fileName, contentType: file.contentType, content: file.content })) }
    : {}),
});
let from = '';

/** Without SMTP_URL each message becomes an .eml file in DATA_DIR/outbox, and its links are logged. */
function outboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...forNodemailer(mail) });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: mail.to, subject: mail.subject, links, file }, 'mail written to the outbox');
    },
  };
}

/**
 * Messages the mail server is sent at once: the mail queue takes this many jobs at a time, and the
 * pool keeps as many connections, so each message has one of its own. An attempt then waits only
 * on its own connection's timeouts, never behind another message's, and stays within its time.
 */
export const SMTP_CONNECTIONS = 25;

/**
 * A pool of connections kept open between messages (a handshake per message halves the rate), each
 * step bounded by `timeoutSeconds`: a mail server that takes connections and never answers fails
 * the attempt in time, and the queue tries again later.
 */
function smtpMailer(url: string, timeoutSeconds: number): Mailer {
  const ms = timeoutSeconds * 1000;
  const transport: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 1000,
    connectionTimeout: ms,
    greetingTimeout: ms,
    socketTimeout: ms,
    dnsTimeout: ms,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...forNodemailer(mail) });
    },
    close: () => transport.close(),
  };
}

export function configureMail(config: Config): void {
  from = config.mailFrom;
  mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailTimeoutSeconds) : outboxMailer(path.join(config.dataDir, 'outbox'));
}

/** At a stop, once the mail queue has stopped: the pool's connections end. */
export function closeMail(): void {
  mailer?.close?.();
  mailer = undefined;
}

/**
 * Hands a message to the mail server (or the outbox); throws when it is not taken. Only the mail
 * queue calls this: everything else queues its mails in the transaction of its change.
 */
export async function deliverMail(mail: Mail): Promise<void> {
  if (!mailer) throw new Error('Mail not configured');
  await mailer.send(mail);
}

/** Text made safe inside the mails' HTML (closing an account looks for personal values in this form too). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The brand's simple mail layout: paragraphs, and an optional call-to-action button. */
export function composeMail(opts: { to: string; subject: string; paragraphs: string[]; action?: { label: string; url: string }; signOff?: string }): Mail {
  const { to, subject, paragraphs, action, signOff = '— The MoveDay team' } = opts;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', signOff].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b2a33;max-width:560px;margin:auto">
<h2 style="color:#0b5d6b">MoveDay</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#0b5d6b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
<p style="color:#5b6b73">${escapeHtml(signOff)}</p></body></html>`;
  return { to, subject, text, html };
}

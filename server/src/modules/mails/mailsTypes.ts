/** A mail as the console's Mail list shows it (read-only). */
export interface MailRow {
  /** The database id (react-admin's record id). */
  id: string;
  /** The recipient's address. */
  to: string;
  subject: string;
  /** The order the mail is about (its database id), or null (an enquiry, a reset link). */
  orderId: string | null;
  /** That order's move number, as the console shows it. */
  moveID: string | null;
  /** `queued` (not tried yet), `retrying` (an attempt failed; another will come), `sent`, or `failed` (every retry failed). */
  state: 'queued' | 'retrying' | 'sent' | 'failed';
  /** Attempts made so far (a resend goes on counting). */
  attempts: number;
  /** What the mail server (or the network) said at the last failed attempt; null once sent. */
  lastError: string | null;
  /** When it was queued (ms since the epoch). */
  createdAt: number;
  /** Its last change: an attempt, its end (ms since the epoch). */
  updatedAt: number;
  /** When the mail server took it (ms since the epoch), or null. */
  sentAt: number | null;
  /** Whether it can be sent again (`POST /api/admin/mails/{id}/resend`): failed, and its body kept. */
  canResend: boolean;
}

/** One mail with what it says. */
export interface MailDetail extends MailRow {
  replyTo: string | null;
  /**
   * The plain-text body; null for a secret mail (a password reset link) once sent or failed:
   * its link is not kept.
   */
  text: string | null;
}

import { MAIL_STATES, labelOf, type MailState } from '@moveday/openapi';
import type { MailDetail, MailRow, StateChipColor } from '../lib/types';

/** How a state looks: a failed mail wants an admin, a retrying one may yet go, a sent one is done. */
export const MAIL_STATE_COLORS: Record<MailState, StateChipColor> = {
  queued: 'info',
  retrying: 'warning',
  sent: 'success',
  failed: 'error',
};

export const mailStateLabel = (state: MailState): string => labelOf(MAIL_STATES, state);

/** The Mail list's tabs: every mail, then one per state, in the catalogue's order and words. */
export const MAIL_TABS: readonly { value: 'all' | MailState; label: string }[] = [
  { value: 'all', label: 'All' },
  ...MAIL_STATES.map((state) => ({ value: state.key, label: state.label })),
];

/** The tab a list filter stands for: one state, else All (no state, or several given in the address). */
export function tabOf(state: unknown): 'all' | MailState {
  return typeof state === 'string' && MAIL_STATES.some((s) => s.key === state) ? (state as MailState) : 'all';
}

/** The mail server's last word, for a mail not sent (yet); a sent mail's old failures no longer matter. */
export const shownError = (mail: Pick<MailRow, 'state' | 'lastError'>): string => (mail.state === 'sent' ? '' : (mail.lastError ?? ''));

export const BODY_NOT_KEPT = 'Not kept: a password reset link is dropped once its mail is sent or has failed';

/** The body as the admin reads it: the text, or why there is none. */
export const bodyOf = (mail: Pick<MailDetail, 'text'>): string => mail.text ?? BODY_NOT_KEPT;

/** How soon a page showing a mail not tried yet looks again: the queue takes such a mail within seconds. */
export const QUEUED_REFRESH_MS = 3_000;

/**
 * Whether a page of mails asks again by itself (react-query's refetchInterval): while one is still
 * queued, so it turns Sent (or Retrying) without a reload. A retrying mail waits minutes to hours
 * for its next attempt: not worth asking for.
 */
export const refreshWhileQueued = (mails: readonly Pick<MailRow, 'state'>[] | undefined): number | false =>
  mails?.some((mail) => mail.state === 'queued') ? QUEUED_REFRESH_MS : false;

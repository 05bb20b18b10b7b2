import { formatMoment } from '../lib/format';
import type { OutgoingHoldStatus } from '../lib/types';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "3 mails, 1 webhook delivery and 2 card refunds", or "nothing yet" when none waits. */
export function waitingText({ waiting }: Pick<OutgoingHoldStatus, 'waiting'>): string {
  const parts = [
    ...(waiting.mails > 0 ? [count(waiting.mails, 'mail', 'mails')] : []),
    ...(waiting.webhookDeliveries > 0 ? [count(waiting.webhookDeliveries, 'webhook delivery', 'webhook deliveries')] : []),
    ...(waiting.cardRefunds > 0 ? [count(waiting.cardRefunds, 'card refund', 'card refunds')] : []),
  ];
  if (parts.length === 0) return 'nothing yet';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The banner's text: since which restore, of which backup, and what waits. */
export function holdText(status: OutgoingHoldStatus): string {
  const backup = status.backupFile ? `the backup ${status.backupFile}` : 'a backup';
  const taken = status.backupTakenAt !== null ? ` (taken ${formatMoment(status.backupTakenAt)})` : '';
  const since = status.heldSince !== null ? ` on ${formatMoment(status.heldSince)}` : '';
  return (
    `This database was restored from ${backup}${taken}${since}, so MoveDay sends no mail, calls no webhook and refunds no card until you decide. ` +
    `Waiting: ${waitingText(status)}. Release them only if this database is the one in service; on a copy (staging, a laptop), drop them.`
  );
}

/** What the Release dialog asks. */
export const releaseQuestion = (status: OutgoingHoldStatus): string =>
  `Send ${waitingText(status)} now, to the real addresses and endpoints, and send as usual from now on?`;

/** What the Drop dialog asks. */
export const dropQuestion = (status: OutgoingHoldStatus): string =>
  `Mark ${waitingText(status)} as not sent, and send as usual from now on? Each one stays listed as failed and can still be sent again by hand.`;

/** The note after a drop. */
export const droppedNote = (dropped: OutgoingHoldStatus['waiting']): string =>
  dropped.mails + dropped.webhookDeliveries > 0
    ? `Dropped ${waitingText({ waiting: dropped })}. New mail goes out as usual.`
    : 'Nothing was waiting. New mail goes out as usual.';

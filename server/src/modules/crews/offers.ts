import type { Transaction } from 'sequelize';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { TIMER_RETRY, defineQueue, enqueue, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { queueMail } from '../mails/index.js';
import { findPartner } from '../partners/index.js';
import { activeSignInEmails, localesOfEmails } from '../users/index.js';
import { expireOffer as expireOfferRow, findMove, type Lifecycle, type MoveRecord, type OrderRecords } from '../orders/index.js';
import { offerReturnedMail, partnerOfferReminderMail, type PartnerAddressee } from './mails.js';

/** What the crews module uses of the order book built at start (compose.ts). */
export interface CrewsNeeds {
  records: OrderRecords;
  lifecycle: Lifecycle;
}

/**
 * An offer's two timers (DESIGN §10), jobs of the queue that start at their time: the reminder
 * halfway to the deadline, and the expiry at it. A timer that finds the offer answered, withdrawn
 * or replaced does nothing; so a reassignment needs no clean-up of the timers before it.
 */
export interface OfferTimer {
  moveId: string;
  kind: 'reminder' | 'expiry';
  /** The partner the offer was made to, and its deadline (ISO), as the timer was set. */
  partnerId: string;
  deadline: string;
}

const offerTimers: QueueName<OfferTimer> = { name: 'offer-timers', retry: TIMER_RETRY };

/** The queue definition the server opens at start. */
export const offerTimersQueue = (needs: CrewsNeeds): QueueDefinition<OfferTimer> =>
  defineQueue(offerTimers, { batchSize: 10, handle: (timer) => (timer.kind === 'expiry' ? expireOffer(needs, timer.moveId) : remindOffer(timer)) });

/** Sets the new offer's timers, in the transaction that made it. */
export async function scheduleOfferTimers(move: MoveRecord, transaction: Transaction): Promise<void> {
  const deadline = move.offerDeadline;
  if (!deadline || !move.partnerId) return;
  const timer = { moveId: move.id, partnerId: move.partnerId, deadline: deadline.toISOString() };
  const halfway = new Date(Date.now() + (deadline.getTime() - Date.now()) / 2);
  await enqueue(offerTimers, { ...timer, kind: 'reminder' }, transaction, halfway);
  await enqueue(offerTimers, { ...timer, kind: 'expiry' }, transaction, deadline);
}

/**
 * Where a partner's job mails go: its primary contact, and each of its sign-ins that has set a
 * password (once per address). None for a partner deleted since.
 */
export async function findPartnerAddressees(partnerId: string, transaction?: Transaction): Promise<PartnerAddressee[]> {
  const partner = await findPartner(partnerId, transaction);
  if (!partner) return [];
  const contact = partner.email ? [{ companyName: partner.companyName, contactName: partner.contactName, email: partner.email }] : [];
  const signIns = (await activeSignInEmails(partner.id, transaction)).map((email) => ({ companyName: partner.companyName, contactName: '', email }));
  const byAddress = new Map<string, Omit<PartnerAddressee, 'locale'>>();
  for (const addressee of [...contact, ...signIns]) if (!byAddress.has(addressee.email.toLowerCase())) byAddress.set(addressee.email.toLowerCase(), addressee);
  // Each reads the mail in the language of the sign-in at its address; a contact without one, in English.
  const locales = await localesOfEmails([...byAddress.keys()], transaction);
  return [...byAddress].map(([address, addressee]) => ({ ...addressee, locale: locales.get(address) ?? 'en' }));
}

/**
 * The job back to open after the partner declined it or let it expire: its history entry, and
 * the company inbox told so that an admin assigns it again. In the transaction of the change.
 */
export async function recordReturn(
  needs: CrewsNeeds,
  after: MoveRecord,
  actor: { id: string | null; role: 'partner' | 'system' },
  transaction: Transaction,
): Promise<void> {
  await needs.records.recordChange(
    after.id,
    {
      actorId: actor.id,
      actorRole: actor.role,
      action: after.assignmentState === 'declined' ? 'declined' : 'expired',
      fromStatus: 'partnerassigned',
      toStatus: after.status,
      changes: { partnerID: after.offerPartnerId, partnerName: after.offerPartnerName, ...(after.declineReason ? { reason: after.declineReason } : {}) },
    },
    transaction,
  );
  const { infoEmail, publicUrl } = getConfig();
  await queueMail(offerReturnedMail(after, infoEmail, publicUrl), transaction, { order: after });
}

/** The expiry: an offer still unanswered at its deadline goes back to open. */
async function expireOffer(needs: CrewsNeeds, moveId: string): Promise<void> {
  await db().transaction(async (transaction) => {
    const expired = await expireOfferRow(moveId, transaction);
    if (expired) await recordReturn(needs, expired, { id: null, role: 'system' }, transaction);
  });
}

/** The reminder: to a partner that still has not answered this very offer. */
async function remindOffer(timer: OfferTimer): Promise<void> {
  await db().transaction(async (transaction) => {
    const move = await findMove(timer.moveId, transaction);
    const pending =
      move?.status === 'partnerassigned' &&
      move.assignmentState === 'offered' &&
      move.partnerId === timer.partnerId &&
      move.offerDeadline?.toISOString() === timer.deadline &&
      move.offerDeadline.getTime() > Date.now();
    if (!pending) return;
    const { infoEmail, publicUrl } = getConfig();
    for (const partner of await findPartnerAddressees(timer.partnerId, transaction)) {
      await queueMail(partnerOfferReminderMail(move, partner, infoEmail, publicUrl), transaction, { order: move });
    }
  });
}

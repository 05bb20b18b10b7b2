import { getConfig } from '../../platform/config.js';
import type { Mail } from '../../platform/mail.js';
import { queueMail } from '../mails/index.js';
import type { TransitionReaction } from '../orders/index.js';
import { partnerJobCancelledMail, partnerJobWithdrawnMail, partnerOfferMail, type PartnerAddressee } from './mails.js';
import { findPartnerAddressees, scheduleOfferTimers } from './offers.js';

/**
 * The crews' part of a lifecycle transition, in its transaction: the partner's mails (the offer;
 * the job withdrawn or cancelled) and a new offer's timers.
 */
export const crewsTransitionReaction: TransitionReaction = async ({ action, before, after }, transaction) => {
  const { infoEmail, publicUrl } = getConfig();
  const tell = async (partnerId: string | null | undefined, mail: (partner: PartnerAddressee) => Mail) => {
    // Its primary contact and its sign-ins; a partner deleted since gets nothing.
    for (const partner of partnerId ? await findPartnerAddressees(partnerId, transaction) : []) await queueMail(mail(partner), transaction, { order: after });
  };
  const hadJob = before.status === 'partnerassigned' ? before.partnerId : null;
  if (action === 'reassign') await tell(hadJob, (partner) => partnerJobWithdrawnMail(before, partner, infoEmail));
  if (action === 'assign' || action === 'reassign') await tell(after.partnerId, (partner) => partnerOfferMail(after, partner, infoEmail, publicUrl));
  if (action === 'cancel') await tell(hadJob, (partner) => partnerJobCancelledMail(after, partner, infoEmail));
  if (after.assignmentState === 'offered' && after.offerDeadline) await scheduleOfferTimers(after, transaction);
};

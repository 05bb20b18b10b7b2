import type { MoveRecord } from '../orders/index.js';
import type { Address, MoveDraft } from '../quotes/index.js';

/** A home's place without its door: city, state and ZIP, no street line or unit. */
const placeOnly = (address: Address): Address => ({ streetaddress: '', city: address.city, state: address.state, zipcode: address.zipcode });

/**
 * The move as a crew sees it before it has accepted the job (an offer, and a job declined, expired,
 * withdrawn or cancelled): enough to price the work (the day, cities and ZIPs, home types and sizes,
 * floors, access, rooms, heavy items, services) but not which door it is. The street lines and
 * units are left out, and so are the customer's own notes, where gate codes and directions go.
 * The job sheet and the offer's mails both show this; everything comes with the accepted job.
 */
function offeredDraft(draft: MoveDraft): MoveDraft {
  return {
    ...draft,
    pickupTab1: { ...draft.pickupTab1, pickUpAddress: placeOnly(draft.pickupTab1.pickUpAddress) },
    dropLocationTab: { ...draft.dropLocationTab, dropoffAddress: placeOnly(draft.dropLocationTab.dropoffAddress), anythingElseToKnow: '' },
  };
}

/** Whether the crew has the job: accepted and not cancelled. Only then does it see the doors, the notes and the customer. */
export const crewHasTheJob = (move: Pick<MoveRecord, 'assignmentState' | 'status'>): boolean =>
  move.assignmentState === 'accepted' && move.status !== 'cancelled';

/** The move as its crew may see it now: whole once it has the job, else as offered. */
export const draftForCrew = (move: MoveRecord): MoveDraft => (crewHasTheJob(move) ? move.draft : offeredDraft(move.draft));

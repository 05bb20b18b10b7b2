/**
 * The aftercare module's public face: what a customer does after booking (new dates, change
 * requests and their answers, cancelling online before the cut-off, the confirmation PDF and the
 * calendar file, rating the move by its link) and the console's reviews.
 */
export { createAftercareModule } from './aftercareModule.js';
export type { AftercareModule } from './aftercareModule.js';
export type { AftercareNeeds } from './aftercareNeeds.js';
export { afterBookingRecords } from './afterBookingRecords.js';
export { bookingAttachments } from './paperwork.js';
export { cancelCutoffAt } from './cancelPolicy.js';
export { partnerRatings } from './reviews.js';

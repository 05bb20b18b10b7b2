/**
 * The crews module's public face: partner sign-ins' jobs (the job list and sheet, accept, decline,
 * on the way, job done), the offers with their deadlines and reminders, and the crews' mails.
 */
export { createCrewsModule } from './crewsModule.js';
export type { CrewsModule } from './crewsModule.js';
export type { CrewsNeeds } from './offers.js';
export { findPartnerAddressees, scheduleOfferTimers } from './offers.js';
export { partnerJobMovedMail, partnerJobWithdrawnMail, partnerOfferMail } from './mails.js';
export type { PartnerAddressee } from './mails.js';

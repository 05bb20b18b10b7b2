/** The partners module's public face: the only file other modules and the server import. */
export { definePartnerModels } from './models.js';
export { createPartnersModule } from './partnersModule.js';
export type { PartnersModule } from './partnersModule.js';
export type { PartnerPorts } from './ports.js';
export { findPartner, listAssignablePartners } from './assignablePartners.js';
export type { AssignablePartner } from './assignablePartners.js';
export { daysOffOf, isDayOff } from './daysOff.js';
export type { Partner } from './partnersTypes.js';
export { checkFit, reasonText, unfitReasons } from './partnerFit.js';
export type { DayOfPartner } from './partnerFit.js';

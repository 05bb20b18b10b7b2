/** The partners module's public face: the only file other modules and the server import. */
export { definePartnerModels } from './models.js';
export { createPartnersModule } from './partnersModule.js';
export type { PartnersModule } from './partnersModule.js';
export type { PartnerPorts } from './ports.js';
export { daysOffOf, findPartner, isDayOff, listAssignablePartners } from './partnersService.js';
export type { AssignablePartner } from './partnersService.js';
export type { Partner } from './partnersTypes.js';
export { checkFit, reasonText, unfitReasons } from './partnerFit.js';
export type { DayOfPartner } from './partnerFit.js';

/** The partners module's public face: the only file other modules and the server import. */
export { definePartnerModels } from './models.js';
export { configurePartners } from './hooks.js';
export type { PartnerHooks } from './hooks.js';
export { insuranceRemindersQueue } from './insuranceReminders.js';
export { daysOffOf, findPartner, isDayOff, listAssignablePartners } from './partnersService.js';
export type { AssignablePartner } from './partnersService.js';
export type { Partner } from './partnersTypes.js';

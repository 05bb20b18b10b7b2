/** The partners module's public face: the only file other modules and the server import. */
export { definePartnerModels } from './models.js';
export { configurePartners, findPartner } from './partnersService.js';
export type { AssignablePartner, PartnerHooks } from './partnersService.js';
export type { Partner } from './partnersTypes.js';

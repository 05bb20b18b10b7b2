/** The users module's public face: the only file other modules and the server import. */
export { defineUserModels } from './models.js';
export {
  accountLocale,
  adminEmails,
  countCustomers,
  createCustomer,
  customerForNewOrder,
  ensureAdmin,
  findPrincipal,
  findUserDetailsByEmail,
  findUserDetailsById,
  localesOfEmails,
} from './usersService.js';
export { activeSignInEmails, removeSignInsOf } from './partnerSignIns.js';
export { configureAccounts } from './hooks.js';
export type { AccountHooks } from './hooks.js';
export type { NewCustomer } from './usersService.js';
export type { UserDetails, UserType } from './usersTypes.js';

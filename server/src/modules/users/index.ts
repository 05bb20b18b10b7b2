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
  nameOfAccount,
  newCustomerAccount,
} from './usersService.js';
export { activeSignInEmails, removeSignInsOf } from './partnerSignIns.js';
export { createUsersModule } from './usersModule.js';
export type { UsersModule } from './usersModule.js';
export type { CustomerOrders } from './customerOrders.js';
export type { NewCustomer, NewCustomerAccount } from './usersService.js';
export type { UserDetails, UserType } from './usersTypes.js';
// The main request bodies, for the OpenAPI document's examples (scripts/requestExamples.ts).
export type { LoginRequest } from './usersTypes.js';

import { controllerMaker } from '../../platform/controllers.js';
import { AccountDataController } from './accountDataController.js';
import { AdminCustomersController } from './adminCustomersController.js';
import type { CustomerOrders } from './customerOrders.js';

/** The accounts: sign-ins, customers and their data, built with the orders module's answers about a customer's orders. */
export function createUsersModule(customerOrders: CustomerOrders) {
  return {
    controllers: [
      controllerMaker(AccountDataController, () => new AccountDataController(customerOrders)),
      controllerMaker(AdminCustomersController, () => new AdminCustomersController(customerOrders)),
    ],
  };
}

export type UsersModule = ReturnType<typeof createUsersModule>;

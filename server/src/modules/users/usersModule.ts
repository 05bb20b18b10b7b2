import type { TokenSigner } from '../../platform/auth.js';
import { controllerMaker } from '../../platform/controllers.js';
import { AccountDataController } from './accountDataController.js';
import { AdminCustomersController } from './adminCustomersController.js';
import type { CustomerOrders } from './customerOrders.js';
import { UsersController } from './usersController.js';

/** The accounts: sign-ins (signed by the server's token signer), customers and their data, with the orders module's answers about a customer's orders. */
export function createUsersModule({ customerOrders, signToken }: { customerOrders: CustomerOrders; signToken: TokenSigner }) {
  return {
    controllers: [
      controllerMaker(UsersController, () => new UsersController(signToken)),
      controllerMaker(AccountDataController, () => new AccountDataController(customerOrders)),
      controllerMaker(AdminCustomersController, () => new AdminCustomersController(customerOrders)),
    ],
  };
}

export type UsersModule = ReturnType<typeof createUsersModule>;

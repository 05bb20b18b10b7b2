import { createCustomer, newCustomerAccount, type UserDetails } from '../../src/modules/users/index.js';
import { uniqueEmail } from './app.js';

export interface TestCustomer extends UserDetails {
  password: string;
}

/** A customer account made through the users module's own service, as booking will make one. */
export async function createTestCustomer(overrides: Partial<{ firstName: string; lastName: string; password: string }> = {}): Promise<TestCustomer> {
  const password = overrides.password ?? 'secret-pw1';
  const details = await createCustomer(
    await newCustomerAccount({
      firstName: overrides.firstName ?? 'Casey',
      lastName: overrides.lastName ?? 'Mover',
      userEmail: uniqueEmail(),
      userPhone: '3035550100',
      password,
    }),
  );
  return { ...details, password };
}

import { Limits, isEmail, isName, isPhone } from '@moveday/openapi';
import type { CustomerDetails } from '../../lib/types';

const nameOk = (name: string) => isName(name) && name.trim().length <= Limits.name;

/** Customer details are filled and valid: names of letters and spaces, a valid email, ten digits (admin-side §5). */
export const isCustomerValid = (c: CustomerDetails): boolean =>
  nameOk(c.firstName) && nameOk(c.lastName) && isEmail(c.userEmail.trim()) && isPhone(c.userPhone);

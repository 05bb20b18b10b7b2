/** What Add Order and the edit take from the admin beside the draft: the customer and the final cost. */
import { Limits, Patterns, isEmail, isName, isPhone, type MessageKey } from '@moveday/openapi';
import { validationError } from '../../platform/errors.js';
import { findUserDetailsByEmail } from '../users/index.js';
import type { CustomerDetailsInput, FinalAmountInput } from './adminOrdersTypes.js';

export interface Customer {
  firstName: string;
  lastName: string;
  userEmail: string;
  userPhone: string;
}

const CUSTOMER_FIELDS = ['firstName', 'lastName', 'userEmail', 'userPhone'] as const;

/** Admin-side §5: all four required, names letters and spaces, a valid email, ten digits. */
function checkCustomer(input: CustomerDetailsInput | undefined, problems: Record<string, MessageKey>): Customer {
  const c = Object.fromEntries(
    CUSTOMER_FIELDS.map((field) => {
      const value = input?.[field];
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as unknown as Customer;
  const missing = CUSTOMER_FIELDS.filter((field) => !c[field]);
  for (const field of missing) problems[`customerDetails.${field}`] = 'fillMandatoryFields';
  if (missing.length > 0) return c;
  for (const field of ['firstName', 'lastName'] as const) {
    if (!isName(c[field])) problems[`customerDetails.${field}`] = 'nameCharactersOnly';
    else if (c[field].length > Limits.name) problems[`customerDetails.${field}`] = 'nameTooLong';
  }
  if (!isEmail(c.userEmail)) problems['customerDetails.userEmail'] = 'invalidEmail';
  if (!isPhone(c.userPhone)) problems['customerDetails.userPhone'] = 'invalidPhone';
  return { ...c, userEmail: c.userEmail.toLowerCase() };
}

/**
 * The final cost: digits only, at most 9 of them, not 0 (the spec; the catalogue's
 * `Ranges.finalAmount`). Undefined when not given (absent, null or empty).
 */
function checkFinalAmount(value: FinalAmountInput | undefined, problems: Record<string, MessageKey>): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!Patterns.digits.test(text) || text.length > Limits.finalAmountDigits || Number(text) === 0) {
    problems.finalMoveAmount = 'amountNumbersOnly';
    return undefined;
  }
  return Number(text);
}

/**
 * The customer (when given: Add Order always gives one, an edit may leave it out) and the final cost,
 * checked together so that one 400 names every failing field.
 */
export function checkOrderInput(customerDetails: CustomerDetailsInput, finalMoveAmount: FinalAmountInput | undefined): { customer: Customer; amount?: number };
export function checkOrderInput(
  customerDetails: CustomerDetailsInput | undefined,
  finalMoveAmount: FinalAmountInput | undefined,
): { customer?: Customer; amount?: number };
export function checkOrderInput(
  customerDetails: CustomerDetailsInput | undefined,
  finalMoveAmount: FinalAmountInput | undefined,
): { customer?: Customer; amount?: number } {
  const problems: Record<string, MessageKey> = {};
  const customer = customerDetails === undefined ? undefined : checkCustomer(customerDetails, problems);
  const amount = checkFinalAmount(finalMoveAmount, problems);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { customer, amount };
}

export const customerColumns = (c: Customer) => ({
  customerFirstName: c.firstName,
  customerLastName: c.lastName,
  customerEmail: c.userEmail,
  customerPhone: c.userPhone,
});

/** An order belongs to the customer account with its email, when there is one; admins create no accounts. */
export async function customerAccountId(email: string): Promise<string | null> {
  const account = await findUserDetailsByEmail(email);
  return account?.userType === 'customer' ? account._id : null;
}

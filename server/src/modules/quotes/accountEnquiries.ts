import type { Transaction } from 'sequelize';
import { REMOVED } from '../../platform/redaction.js';
import * as repo from './enquiriesRepository.js';
import { toEnquiryRow } from './enquiryList.js';
import type { EnquiryRow } from './enquiriesTypes.js';

/**
 * The enquiries of an address, for a customer's data (issue 21): those sent with the account's
 * email, whatever its case.
 */

/** Every enquiry sent with the address, oldest first, with every stored field. */
export async function enquiriesSentWith(email: string, transaction?: Transaction): Promise<EnquiryRow[]> {
  return (await repo.findEnquiriesSentWith(email, transaction)).map(toEnquiryRow);
}

/** The ten digits a placeholder phone must still be (the table checks the form). */
const NO_PHONE = '0000000000';

/**
 * A closed account's enquiries: names, email, phone, locations and message become placeholders;
 * the kind, the subject chosen, the consent flag and the date stay. Gives what was taken out
 * (names, phones, locations, messages), for the mails that carried it.
 */
export async function closeEnquiriesOf(
  email: string,
  placeholders: { firstName: string; lastName: string; email: string },
  transaction: Transaction,
): Promise<string[]> {
  const sent = await enquiriesSentWith(email, transaction);
  if (sent.length === 0) return [];
  await repo.overwriteEnquiries(
    sent.map((e) => e.id),
    { ...placeholders, phone: NO_PHONE, text: REMOVED },
    transaction,
  );
  return sent.flatMap((e) => [e.firstName, e.lastName, e.email, e.phone, e.fromlocation ?? '', e.tolocation ?? '', e.message]);
}

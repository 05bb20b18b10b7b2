import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import { REMOVED } from '../../platform/redaction.js';
import type { EnquiryRow } from './enquiriesTypes.js';

/**
 * The enquiries of an address, for a customer's data (issue 21): those sent with the account's
 * email, whatever its case.
 */

const COLUMNS = `id, kind, created_at AS "createdAt", first_name AS "firstName", last_name AS "lastName", email, phone,
  select_option AS "selectOption", from_location AS "fromlocation", to_location AS "tolocation", message, notification`;

/** Every enquiry sent with the address, oldest first, with every stored field. */
export async function enquiriesSentWith(email: string, transaction?: Transaction): Promise<EnquiryRow[]> {
  const rows = await db().query<Omit<EnquiryRow, 'createdAt'> & { createdAt: Date | string }>(
    `SELECT ${COLUMNS} FROM enquiries WHERE lower(email) = lower($1) ORDER BY created_at, id`,
    { bind: [email.trim()], transaction, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).getTime() }));
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
  await db().query(
    `UPDATE enquiries SET first_name = $2, last_name = $3, email = $4, phone = $5,
            from_location = CASE WHEN from_location IS NULL THEN NULL ELSE $6 END,
            to_location = CASE WHEN to_location IS NULL THEN NULL ELSE $6 END,
            message = CASE WHEN message = '' THEN '' ELSE $6 END
      WHERE id = ANY($1::uuid[])`,
    { bind: [sent.map((e) => e.id), placeholders.firstName, placeholders.lastName, placeholders.email, NO_PHONE, REMOVED], transaction },
  );
  return sent.flatMap((e) => [e.firstName, e.lastName, e.email, e.phone, e.fromlocation ?? '', e.tolocation ?? '', e.message]);
}

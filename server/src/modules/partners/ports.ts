import type { Locale } from '@moveday/openapi';
import type { Transaction } from 'sequelize';

/**
 * What the partners module asks of the modules built on it (orders, aftercare, users), handed in
 * at start by the composition root (compose.ts): partners depends on none of them.
 */
export interface PartnerPorts {
  /** How many orders assigned to the partner are still open (status partnerassigned): the orders module's count. */
  countActiveAssignments(partnerId: string, transaction: Transaction): Promise<number>;
  /** Removes the partner's sign-ins (the users module's), inside the delete's transaction. */
  removeSignIns(partnerId: string, transaction: Transaction): Promise<void>;
  /** The emails of the partner's sign-ins that have set a password: the users module's. */
  signInEmails(partnerId: string, transaction?: Transaction): Promise<string[]>;
  /** The language of the accounts at these addresses (lower case keys; none for an address without one): the users module's. */
  localesOf(emails: readonly string[], transaction?: Transaction): Promise<Map<string, Locale>>;
  /** Each partner's jobs per day from `from` to `to` (YYYY-MM-DD; days without any are absent): the orders module's count. */
  jobsPerDay(partnerIds: string[], from: string, to: string): Promise<Array<{ partnerId: string; day: string; jobs: number }>>;
  /** Each partner's mean rating (one decimal) and count; partners without ratings absent: the orders module's. */
  ratingsOf(partnerIds: string[]): Promise<Map<string, { ratingAverage: number; ratingCount: number }>>;
  /** A job the partner has on the day (offered or accepted), if any: the orders module's. */
  jobOnDay(partnerId: string, day: string, transaction: Transaction): Promise<{ moveNumber: string } | null>;
}

import type { Transaction } from 'sequelize';
import { COMPANY_TIME_ZONE, DAY_MS, isoToDay, todayIn } from '@moveday/openapi';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { TIMER_RETRY, defineQueue, enqueue, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { queueMail } from '../mails/index.js';
import { inboxInsuranceMail, partnerInsuranceMail } from './mails.js';
import type { PartnerPorts } from './ports.js';
import { findLivePartner, type PartnerRecord } from './partnersRepository.js';

/**
 * The insurance's reminders (issue 17): 30 and 7 days before a partner's insurance ends, a mail to
 * the partner and one to the admins' inbox. Each is a timer: a job of the queue that starts on its
 * day, set when the expiry is saved. A timer that finds another expiry on the partner (renewed
 * meanwhile) or the partner gone does nothing; so a change needs no clean-up of the old timers.
 */
export interface InsuranceReminder {
  partnerId: string;
  /** The insurance's last day (YYYY-MM-DD) as the timer was set. */
  expires: string;
  daysBefore: number;
}

export const INSURANCE_REMINDER_DAYS = [30, 7] as const;
/** 16:00 UTC: the morning in every served area's time zone. */
const SEND_HOUR_UTC = 16;

const insuranceReminders: QueueName<InsuranceReminder> = { name: 'insurance-reminders', retry: TIMER_RETRY };

/** The queue definition the server opens at start. */
export const insuranceRemindersQueue = (ports: PartnerPorts): QueueDefinition<InsuranceReminder> =>
  defineQueue(insuranceReminders, { batchSize: 10, handle: (reminder) => remind(ports, reminder) });

/**
 * Sets the reminders of the partner's insurance as just saved, in the transaction that saved it.
 * A reminder whose day has passed goes now, unless a later one is also due (an insurance saved 5
 * days before it ends gets the 7-day reminder only).
 */
export async function scheduleInsuranceReminders(partner: PartnerRecord, transaction: Transaction): Promise<void> {
  if (!partner.insuranceExpires) return;
  const expires = isoToDay(partner.insuranceExpires);
  const today = todayIn(COMPANY_TIME_ZONE);
  if (expires < today) return;
  const daysLeft = (expires - today) / DAY_MS;
  for (const daysBefore of INSURANCE_REMINDER_DAYS) {
    const later = INSURANCE_REMINDER_DAYS.filter((d) => d < daysBefore);
    if (later.some((d) => daysLeft <= d)) continue;
    const at = new Date(expires - daysBefore * DAY_MS + SEND_HOUR_UTC * 3_600_000);
    await enqueue(insuranceReminders, { partnerId: partner.id, expires: partner.insuranceExpires, daysBefore }, transaction, at > new Date() ? at : undefined);
  }
}

async function remind(ports: PartnerPorts, reminder: InsuranceReminder): Promise<void> {
  await db().transaction(async (transaction) => {
    const partner = await findLivePartner(reminder.partnerId, transaction);
    if (!partner || partner.insuranceExpires !== reminder.expires) return;
    const { infoEmail, publicUrl } = getConfig();
    const contact = partner.primaryContact.primaryEmail || partner.primaryContact.secondaryEmail;
    const addresses = new Map<string, string>();
    for (const email of [contact, ...(await ports.signInEmails(partner.id, transaction))]) {
      if (email && !addresses.has(email.toLowerCase())) addresses.set(email.toLowerCase(), email);
    }
    // Each in the language of the sign-in at its address; the contact without one, in English.
    const locales = await ports.localesOf([...addresses.keys()], transaction);
    for (const [address, email] of addresses) await queueMail(partnerInsuranceMail(partner, email, infoEmail, locales.get(address) ?? 'en'), transaction);
    await queueMail(inboxInsuranceMail(partner, infoEmail, publicUrl), transaction);
  });
}

import type { Auth } from './platform/auth.js';
import type { Config } from './platform/config.js';
import type { ControllerMaker } from './platform/controllers.js';
import type { QueueDefinition } from './platform/jobs.js';
import { nightlyBackupQueue } from './platform/backups/nightlyBackups.js';
import { afterBookingRecords, bookingAttachments, createAftercareModule, partnerRatings } from './modules/aftercare/index.js';
import { createCrewsModule } from './modules/crews/index.js';
import { webhookQueue } from './modules/integrations/index.js';
import { mailQueue } from './modules/mails/index.js';
import { countActiveAssignments, createOrdersModule, jobOnDay, jobsPerDay } from './modules/orders/index.js';
import { createPartnersModule } from './modules/partners/index.js';
import { createPaymentsModule } from './modules/payments/index.js';
import { createSettlementsModule } from './modules/settlements/index.js';
import { activeSignInEmails, createUsersModule, localesOfEmails, removeSignInsOf } from './modules/users/index.js';

/** What the server runs: every controller as its module was built, and every job queue. */
export interface Composition {
  controllers: readonly ControllerMaker[];
  queues: readonly QueueDefinition<object>[];
}

/**
 * The composition root: each module built from the modules it needs, in one place. A module
 * lower in the graph that needs a higher one (the boundary test's allow-list names the graph) is
 * handed a small interface here; the order book hears of its transitions through the reactions
 * of crews and aftercare, which are built on it, so it reads them when a transition runs.
 */
export function composeModules(config: Config, databaseUrl: string, auth: Pick<Auth, 'signToken'>): Composition {
  const orders = createOrdersModule({
    afterBooking: afterBookingRecords,
    transitionReactions: () => [crews.transitionReaction, aftercare.transitionReaction, payments.transitionReaction, settlements.transitionReaction],
    bookingAttachments,
  });
  const crews = createCrewsModule({ records: orders.records, lifecycle: orders.lifecycle });
  const aftercare = createAftercareModule({ records: orders.records, lifecycle: orders.lifecycle });
  const partners = createPartnersModule({
    countActiveAssignments,
    jobsPerDay: (partnerIds, from, to) => jobsPerDay(partnerIds, from, to),
    jobOnDay,
    ratingsOf: partnerRatings,
    removeSignIns: removeSignInsOf,
    signInEmails: activeSignInEmails,
    localesOf: localesOfEmails,
  });
  const users = createUsersModule({ customerOrders: orders.customerOrders, signToken: auth.signToken });
  const payments = createPaymentsModule({ records: orders.records, stripeEventReactions: () => [settlements.stripeEventReaction] }, config.payments);
  const settlements = createSettlementsModule({
    settings: config.settlements,
    cancelCutoffHours: () => config.company.cancelCutoffHours,
    stripe: payments.stripe,
  });
  return {
    controllers: [
      ...orders.controllers,
      ...crews.controllers,
      ...aftercare.controllers,
      ...partners.controllers,
      ...users.controllers,
      ...payments.controllers,
      ...settlements.controllers,
    ],
    queues: [
      mailQueue(config),
      webhookQueue(config),
      ...crews.queues,
      ...partners.queues,
      ...aftercare.queues,
      ...payments.queues,
      ...settlements.queues,
      nightlyBackupQueue(config, databaseUrl),
    ],
  };
}

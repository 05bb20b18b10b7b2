import { controllerMaker } from '../../platform/controllers.js';
import { insuranceRemindersQueue } from './insuranceReminders.js';
import { PartnerDaysOffController } from './partnerDaysOffController.js';
import { PartnersController, PartnersResourceController } from './partnersController.js';
import type { PartnerPorts } from './ports.js';

/** The partner movers: their records, fitness, days off and insurance reminders, built from what the modules above them answer. */
export function createPartnersModule(ports: PartnerPorts) {
  return {
    queues: [insuranceRemindersQueue(ports)],
    controllers: [
      controllerMaker(PartnersController, () => new PartnersController(ports)),
      controllerMaker(PartnersResourceController, () => new PartnersResourceController(ports)),
      controllerMaker(PartnerDaysOffController, () => new PartnerDaysOffController(ports)),
    ],
  };
}

export type PartnersModule = ReturnType<typeof createPartnersModule>;

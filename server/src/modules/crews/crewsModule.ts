import { controllerMaker } from '../../platform/controllers.js';
import { offerTimersQueue, type CrewsNeeds } from './offers.js';
import { PartnerJobsController } from './partnerJobsController.js';
import { crewsTransitionReaction } from './transitionReaction.js';

/** The crews: partner sign-ins' jobs, offers and their deadlines, built from the order book. */
export function createCrewsModule(needs: CrewsNeeds) {
  return {
    transitionReaction: crewsTransitionReaction,
    queues: [offerTimersQueue(needs)],
    controllers: [controllerMaker(PartnerJobsController, () => new PartnerJobsController(needs))],
  };
}

export type CrewsModule = ReturnType<typeof createCrewsModule>;

import { controllerMaker } from '../../platform/controllers.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import { ChangeRequestsController } from './changeRequestsController.js';
import { ratingRequestsQueue } from './ratingLink.js';
import { RatingsController } from './ratingsController.js';
import { SelfServiceController } from './selfServiceController.js';
import { aftercareTransitionReaction } from './transitionReaction.js';

/** After booking: the customer's reschedule, change requests, online cancel, paperwork, ratings and reviews, built from the order book. */
export function createAftercareModule(needs: AftercareNeeds) {
  return {
    transitionReaction: aftercareTransitionReaction(needs),
    queues: [ratingRequestsQueue()],
    controllers: [
      controllerMaker(SelfServiceController, () => new SelfServiceController(needs)),
      controllerMaker(ChangeRequestsController, () => new ChangeRequestsController(needs)),
      controllerMaker(RatingsController, () => new RatingsController(needs)),
    ],
  };
}

export type AftercareModule = ReturnType<typeof createAftercareModule>;

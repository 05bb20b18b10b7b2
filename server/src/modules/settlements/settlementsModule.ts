import { controllerMaker } from '../../platform/controllers.js';
import { termsWith, type SettlementSettings } from './terms.js';
import { OwnTermsController, PartnerTermsController } from './termsController.js';

/** Money out (issue 35): what MoveDay owes each partner. So far each partner's terms. */
export function createSettlementsModule(settings: SettlementSettings) {
  const terms = termsWith(settings);
  return {
    terms,
    controllers: [
      controllerMaker(PartnerTermsController, () => new PartnerTermsController(terms)),
      controllerMaker(OwnTermsController, () => new OwnTermsController(terms)),
    ],
  };
}

export type SettlementsModule = ReturnType<typeof createSettlementsModule>;

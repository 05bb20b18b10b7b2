import { controllerMaker } from '../../platform/controllers.js';
import { earningsWith } from './earnings.js';
import { OwnEarningsController, PartnerEarningsController } from './earningsController.js';
import { termsWith, type SettlementSettings } from './terms.js';
import { OwnTermsController, PartnerTermsController } from './termsController.js';

/** Money out (issue 35): what MoveDay owes each partner: its terms, and what it earned. */
export function createSettlementsModule(settings: SettlementSettings, cancelCutoffHours: () => number) {
  const terms = termsWith(settings);
  const earnings = earningsWith(settings, cancelCutoffHours);
  return {
    terms,
    /** A completed job pays its partner; an accepted job cancelled after the cut-off pays the call-out fee. */
    transitionReaction: earnings.transitionReaction,
    controllers: [
      controllerMaker(PartnerTermsController, () => new PartnerTermsController(terms)),
      controllerMaker(OwnTermsController, () => new OwnTermsController(terms)),
      controllerMaker(PartnerEarningsController, () => new PartnerEarningsController(earnings)),
      controllerMaker(OwnEarningsController, () => new OwnEarningsController(earnings)),
    ],
  };
}

export type SettlementsModule = ReturnType<typeof createSettlementsModule>;

import type Stripe from 'stripe';
import { controllerMaker } from '../../platform/controllers.js';
import type { Principal } from '../../platform/auth.js';
import type { Wording } from '../../platform/i18n.js';
import type { MadeFile } from '../../platform/fileAnswer.js';
import * as earningsRepo from './earningsRepository.js';
import { earningsWith } from './earnings.js';
import { OwnEarningsController, PartnerEarningsController } from './earningsController.js';
import { listStatements, settlementFigures, settlementsCsv, statementTotals } from './statementList.js';
import { statementCsv, statementFileName, statementPdf } from './statementPaper.js';
import { statementsWith } from './statements.js';
import { OwnStatementsController, SettlementsController } from './statementsController.js';
import * as repo from './statementsRepository.js';
import { termsWith, type SettlementSettings } from './terms.js';
import { OwnTermsController, PartnerTermsController } from './termsController.js';
import { notFound } from '../../platform/errors.js';
import { databaseId } from '../../platform/databaseId.js';

export interface SettlementsNeeds {
  settings: SettlementSettings;
  cancelCutoffHours: () => number;
  /** Stripe, for payouts by Connect transfer; null when Stripe is off. */
  stripe: Stripe | null;
}

/** Money out (issue 35): what MoveDay owes each partner: its terms, what it earned, its weekly statements and their payment. */
export function createSettlementsModule({ settings, cancelCutoffHours, stripe }: SettlementsNeeds) {
  const terms = termsWith(settings);
  const earnings = earningsWith(settings, cancelCutoffHours);
  const statements = statementsWith(stripe);

  /** A statement as a PDF or CSV in `w`'s language: any for an admin (`viewer` null), only its own partner's for a partner's sign-in. */
  async function statementFile(id: string, viewer: Principal | null, w: Wording, kind: 'pdf' | 'csv'): Promise<MadeFile> {
    const statementId = databaseId(id);
    const row = viewer ? (await statements.ownStatement(viewer, id)).row : statementId ? await repo.findStatement(statementId) : null;
    if (!row) throw notFound('statementNotFound');
    const lines = await earningsRepo.earningsOfStatement(row.id);
    return kind === 'pdf'
      ? { fileName: statementFileName(row, 'pdf'), contentType: 'application/pdf', content: await statementPdf(w, row, lines) }
      : { fileName: statementFileName(row, 'csv'), contentType: 'text/csv; charset=utf-8', content: statementCsv(w, lines) };
  }

  const settlements = { statements, listStatements, statementTotals, settlementFigures, settlementsCsv, statementFile };
  return {
    terms,
    /** A completed job pays its partner; an accepted job cancelled after the cut-off pays the call-out fee. */
    transitionReaction: earnings.transitionReaction,
    /** Stripe's events about payouts, in the webhook's transaction (the payments module receives them). */
    stripeEventReaction: statements.stripeEventReaction,
    queues: [statements.weeklyQueue(), statements.mailsQueue()],
    controllers: [
      controllerMaker(PartnerTermsController, () => new PartnerTermsController(terms)),
      controllerMaker(OwnTermsController, () => new OwnTermsController(terms)),
      controllerMaker(PartnerEarningsController, () => new PartnerEarningsController(earnings)),
      controllerMaker(OwnEarningsController, () => new OwnEarningsController(earnings)),
      controllerMaker(SettlementsController, () => new SettlementsController(settlements)),
      controllerMaker(OwnStatementsController, () => new OwnStatementsController(settlements)),
    ],
  };
}

export type Settlements = {
  statements: ReturnType<typeof statementsWith>;
  listStatements: typeof listStatements;
  statementTotals: typeof statementTotals;
  settlementFigures: typeof settlementFigures;
  settlementsCsv: typeof settlementsCsv;
  statementFile(id: string, viewer: Principal | null, w: Wording, kind: 'pdf' | 'csv'): Promise<MadeFile>;
};
export type SettlementsModule = ReturnType<typeof createSettlementsModule>;

import { emptyDraft, type MoveDraft } from '@moveday/openapi';
import type { QuoteAnswer } from '../api/getQuote';

/** The wizard's tabs (customer-side §2): 1.5 is the second half of Pick Up. */
export const WIZARD_TABS = [0, 1, 1.5, 2, 3, 4] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

/**
 * A visitor's quote in progress: the move draft, where they are in the wizard, and the priced
 * quote once Get Quote answered. useQuoteFlow keeps it in localStorage; this module holds what
 * happens to it, apart from any storage.
 */
export interface QuoteFlow {
  draft: MoveDraft;
  tab: WizardTab;
  /** The furthest tab reached: the progress bar marks the steps before it visited. */
  furthest: WizardTab;
  /** The server's answer to Get Quote, for the estimate and booking pages. */
  quote: QuoteAnswer | null;
  /** The quoted move the visitor last got, kept after an edit voids `quote`: it is withdrawn when superseded or cancelled. */
  quotedMoveId: string | null;
}

export const freshQuoteFlow = (): QuoteFlow => ({ draft: emptyDraft(), tab: 0, furthest: 0, quote: null, quotedMoveId: null });

const isTab = (value: unknown): value is WizardTab => WIZARD_TABS.includes(value as WizardTab);

/**
 * The flow saved as `saved` (JSON, or null when nothing is saved). A saved draft is merged over a
 * blank one, so a field added since it was saved is present; anything unreadable starts afresh.
 */
export function readQuoteFlow(saved: string | null): QuoteFlow {
  if (!saved) return freshQuoteFlow();
  try {
    const flow = JSON.parse(saved) as Partial<QuoteFlow> | null;
    if (typeof flow !== 'object' || flow === null || Array.isArray(flow)) return freshQuoteFlow();
    return {
      draft: mergeOver(emptyDraft(), flow.draft) as MoveDraft,
      tab: isTab(flow.tab) ? flow.tab : 0,
      furthest: isTab(flow.furthest) ? flow.furthest : 0,
      quote: flow.quote ?? null,
      quotedMoveId: flow.quotedMoveId ?? flow.quote?.moveDatabaseID ?? null,
    };
  } catch {
    return freshQuoteFlow();
  }
}

/** `saved` laid over `blank`: objects key by key, anything else replaced as it was saved. */
function mergeOver(blank: unknown, saved: unknown): unknown {
  if (typeof blank !== 'object' || blank === null || Array.isArray(blank)) return saved === undefined ? blank : saved;
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return blank;
  const merged: Record<string, unknown> = { ...(blank as Record<string, unknown>) };
  for (const [key, value] of Object.entries(saved)) merged[key] = mergeOver(merged[key], value);
  return merged;
}

/** Any change to the draft voids a quote already given: it priced another move. */
export const withDraft = (flow: QuoteFlow, draft: MoveDraft): QuoteFlow => ({ ...flow, draft, quote: null });

/** The visitor opens a tab; the furthest tab reached only ever moves forward. */
export const atTab = (flow: QuoteFlow, tab: WizardTab): QuoteFlow => ({
  ...flow,
  tab,
  furthest: WIZARD_TABS.indexOf(tab) > WIZARD_TABS.indexOf(flow.furthest) ? tab : flow.furthest,
});

/**
 * A new quote, and the quoted move it supersedes (to withdraw), if any: a visitor who edits and
 * asks again counts as one quote, not several (the dashboard's conversion rate).
 */
export function withQuote(flow: QuoteFlow, quote: QuoteAnswer): { flow: QuoteFlow; superseded: string | null } {
  const superseded = flow.quotedMoveId !== null && flow.quotedMoveId !== quote.moveDatabaseID ? flow.quotedMoveId : null;
  return { flow: { ...flow, quote, quotedMoveId: quote.moveDatabaseID }, superseded };
}

import { useSyncExternalStore } from 'react';
import { emptyDraft, type MoveDraft } from '@moveday/openapi';
import { cancelPendingMove } from '../api/cancelPendingMove';
import type { QuoteAnswer } from '../api/getQuote';
import { QUOTE_FLOW_KEY } from './quoteFlowKey';

/** The wizard's tabs (customer-side §2): 1.5 is the second half of Pick Up. */
export const WIZARD_TABS = [0, 1, 1.5, 2, 3, 4] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

/**
 * A visitor's quote in progress: the move draft, where they are in the wizard, and the priced
 * quote once Get Quote answered. Kept in localStorage so that a reload or a closed tab loses
 * nothing until the visitor cancels or books (logout clears it with all other storage).
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


const fresh = (): QuoteFlow => ({ draft: emptyDraft(), tab: 0, furthest: 0, quote: null, quotedMoveId: null });

function load(): QuoteFlow {
  try {
    const raw = localStorage.getItem(QUOTE_FLOW_KEY);
    if (!raw) return fresh();
    const saved = JSON.parse(raw) as Partial<QuoteFlow>;
    const base = fresh();
    // A saved draft is merged over a blank one, so a field added since it was saved is present.
    return {
      draft: mergeDeep(base.draft, saved.draft) as MoveDraft,
      tab: WIZARD_TABS.includes(saved.tab as WizardTab) ? (saved.tab as WizardTab) : 0,
      furthest: WIZARD_TABS.includes(saved.furthest as WizardTab) ? (saved.furthest as WizardTab) : 0,
      quote: saved.quote ?? null,
      quotedMoveId: saved.quotedMoveId ?? saved.quote?.moveDatabaseID ?? null,
    };
  } catch {
    return fresh();
  }
}

function mergeDeep(base: unknown, saved: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return saved === undefined ? base : saved;
  if (typeof saved !== 'object' || saved === null) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(saved as Record<string, unknown>)) out[key] = mergeDeep(out[key], value);
  return out;
}

let state: QuoteFlow | null = null;
const listeners = new Set<() => void>();

export const getQuoteFlow = (): QuoteFlow => (state ??= load());

function save(next: QuoteFlow): void {
  state = next;
  try {
    localStorage.setItem(QUOTE_FLOW_KEY, JSON.stringify(next));
  } catch {
    // Storage may be unavailable (private mode, quota): the draft then lives in memory only.
  }
  for (const listener of listeners) listener();
}

// Nothing to tell the visitor if it fails: an unbooked quote is only a figure on the dashboard.
const withdraw = (moveDatabaseID: string) => void cancelPendingMove(moveDatabaseID).catch(() => undefined);

const tabIndex = (tab: WizardTab) => WIZARD_TABS.indexOf(tab);

export const quoteFlow = {
  /** Any change to the draft voids a quote already given: it priced another move. */
  setDraft(draft: MoveDraft): void {
    save({ ...getQuoteFlow(), draft, quote: null });
  },
  goTo(tab: WizardTab): void {
    const current = getQuoteFlow();
    save({ ...current, tab, furthest: tabIndex(tab) > tabIndex(current.furthest) ? tab : current.furthest });
  },
  /**
   * A new quote supersedes the one before: that quoted move is withdrawn, so a visitor who edits
   * and asks again counts as one quote, not several (the dashboard's conversion rate).
   */
  setQuote(quote: QuoteAnswer): void {
    const superseded = getQuoteFlow().quotedMoveId;
    if (superseded && superseded !== quote.moveDatabaseID) withdraw(superseded);
    save({ ...getQuoteFlow(), quote, quotedMoveId: quote.moveDatabaseID });
  },
  /** The visitor cancels: the draft goes, and the quoted move they got with it. */
  cancel(): void {
    const quoted = getQuoteFlow().quotedMoveId;
    if (quoted) withdraw(quoted);
    quoteFlow.reset();
  },
  /** Booked, or withdrawn already: the whole draft goes. */
  reset(): void {
    state = fresh();
    try {
      localStorage.removeItem(QUOTE_FLOW_KEY);
    } catch {
      // see save()
    }
    for (const listener of listeners) listener();
  },
};

export function useQuoteFlow(): QuoteFlow {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getQuoteFlow,
    getQuoteFlow,
  );
}

import { useSyncExternalStore } from 'react';
import { cancelPendingMove } from '../api/cancelPendingMove';
import type { QuoteAnswer } from '../api/getQuote';
import { atTab, freshQuoteFlow, readQuoteFlow, withDraft, withQuote, type QuoteFlow, type WizardTab } from '../utils/quoteFlowState';
import { QUOTE_FLOW_KEY } from './quoteFlowKey';

/**
 * The visitor's quote in progress (utils/quoteFlowState.ts), kept in localStorage so that a
 * reload or a closed tab loses nothing until the visitor cancels or books (logout clears it with
 * all other storage).
 */
function load(): QuoteFlow {
  try {
    return readQuoteFlow(localStorage.getItem(QUOTE_FLOW_KEY));
  } catch {
    return freshQuoteFlow();
  }
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

export const quoteFlow = {
  /** Any change to the draft voids a quote already given. */
  setDraft(draft: QuoteFlow['draft']): void {
    save(withDraft(getQuoteFlow(), draft));
  },
  goTo(tab: WizardTab): void {
    save(atTab(getQuoteFlow(), tab));
  },
  /** A new quote supersedes the one before: that quoted move is withdrawn. */
  setQuote(quote: QuoteAnswer): void {
    const { flow, superseded } = withQuote(getQuoteFlow(), quote);
    if (superseded) withdraw(superseded);
    save(flow);
  },
  /** The visitor cancels: the draft goes, and the quoted move they got with it. */
  cancel(): void {
    const quoted = getQuoteFlow().quotedMoveId;
    if (quoted) withdraw(quoted);
    quoteFlow.reset();
  },
  /** Booked, or withdrawn already: the whole draft goes. */
  reset(): void {
    state = freshQuoteFlow();
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

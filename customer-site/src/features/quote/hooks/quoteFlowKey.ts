/** Where the quote in progress is kept (see useQuoteFlow); apart, so the site's entry can look without loading the wizard. */
export const QUOTE_FLOW_KEY = 'moveday.quote';

/** Whether this browser holds a quote in progress: the wizard then opens on the visitor's own step. */
export function hasQuoteInProgress(): boolean {
  try {
    return localStorage.getItem(QUOTE_FLOW_KEY) !== null;
  } catch {
    return false;
  }
}

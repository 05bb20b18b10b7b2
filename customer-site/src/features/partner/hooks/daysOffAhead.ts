import { getDaysOff, type DaysOffAnswer } from '../api/getDaysOff';

// Apart from the page's hook (useDaysOff), which loads with the page: the job list's first load carries only this.
let ahead: Promise<DaysOffAnswer> | null = null;

/** Starts the call as the app starts at the page, while the page's code loads (entry-partner.tsx): its first render takes it. */
export function fetchDaysOffAhead(): void {
  ahead = getDaysOff();
  ahead.catch(() => undefined);
}

/** The call started ahead, once. */
export function takeDaysOffAhead(): Promise<DaysOffAnswer> | null {
  const call = ahead;
  ahead = null;
  return call;
}

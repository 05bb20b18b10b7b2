import { isoToDay } from '@moveday/openapi';

/**
 * The cancellation policy (issue 18): a customer cancels online until CANCEL_CUTOFF_HOURS (72 by
 * default) before their move day begins, at midnight in the pickup's time zone. The hours are
 * real hours: across a change of clocks the cut-off moves by the hour the clocks did.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant (negative west of Greenwich), in ms. */
function zoneOffsetMs(at: number, timeZone: string): number {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - (at - (at % 1000));
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone (its midnight there), in ms since the epoch. */
export function dayStartIn(day: string, timeZone: string): number {
  const wallMidnight = isoToDay(day);
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  // Near a change of clocks the offset at the guess may differ from the one at the wall time.
  return wallMidnight - zoneOffsetMs(guess, timeZone);
}

/** The day the policy counts from: the move day once fixed, else the earlier preferred date. */
export function policyMoveDay(move: { actualMoveDate?: string | null; preferredDate1: string; preferredDate2: string }): string {
  if (move.actualMoveDate) return move.actualMoveDate;
  return move.preferredDate1 <= move.preferredDate2 ? move.preferredDate1 : move.preferredDate2;
}

/** When online cancellation closes for a move: `hours` before its day begins where the pickup is. */
export function cancelCutoffAt(
  move: { actualMoveDate?: string | null; preferredDate1: string; preferredDate2: string; timeZone: string },
  hours: number,
): number {
  return dayStartIn(policyMoveDay(move), move.timeZone) - hours * 3_600_000;
}

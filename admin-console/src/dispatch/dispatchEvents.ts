import type { EventInput } from '@fullcalendar/core';
import type { Palette } from '@mui/material/styles';
import { STATUS_COLORS } from '../lib/format';
import { detailsPath } from '../orders/detailsPath';
import { DISPATCH_STATUSES, type DispatchMove, type DispatchStatus, type IsoDay } from './types';

/** The class a move's event carries for its status (its colours come from statusLooks). */
export const statusClass = (status: DispatchStatus) => `dispatch-status-${status}`;

/** A move on the calendar: its number, the customer and the served city of the pickup. */
export const moveTitle = (move: Pick<DispatchMove, 'moveNumber' | 'customerName' | 'area' | 'pickupCity'>): string =>
  `${move.moveNumber} ${move.customerName} · ${move.area ?? move.pickupCity}`;

/** The console's address of an order's details (an event is a real link, so it opens in a new tab too). */
export const orderHref = (id: string) => `/admin${detailsPath(id)}`;

/** What marks the event that stands for a day's moves left off the month board ("+N more"): the day. */
export interface MoreEventProps {
  moreOf: IsoDay;
}

/**
 * The calendar's events, one per move, all-day on its day. Within a day the moves needing a crew
 * come first, then the server's order (by move number); `rank` carries that order to FullCalendar.
 * With `perDay` (the month board), a day shows that many moves and one more event, "+N more", for
 * the rest: FullCalendar's own limit would still put every hidden move in the page and measure it.
 */
export function toEvents(moves: readonly DispatchMove[], perDay = Infinity): EventInput[] {
  const ranked = moves
    .map((move, index) => ({ move, index }))
    .sort((a, b) => {
      if (a.move.day !== b.move.day) return a.move.day < b.move.day ? -1 : 1;
      const need = Number(b.move.status === 'open') - Number(a.move.status === 'open');
      return need !== 0 ? need : a.index - b.index;
    });
  const perDayCount = new Map<IsoDay, number>();
  for (const move of moves) perDayCount.set(move.day, (perDayCount.get(move.day) ?? 0) + 1);
  const events: EventInput[] = [];
  let day: IsoDay | null = null;
  let shown = 0;
  for (const { move } of ranked) {
    if (move.day !== day) {
      day = move.day;
      shown = 0;
    }
    shown += 1;
    if (shown <= perDay) {
      events.push({
        id: move.id,
        title: moveTitle(move),
        start: move.day,
        allDay: true,
        url: orderHref(move.id),
        classNames: [statusClass(move.status)],
        extendedProps: { rank: events.length },
      });
    } else if (shown === perDay + 1) {
      const more: MoreEventProps & { rank: number } = { moreOf: move.day, rank: events.length };
      const left = perDayCount.get(move.day)! - perDay;
      events.push({ id: `more:${move.day}`, title: `+${left} more`, start: move.day, allDay: true, classNames: ['dispatch-more'], extendedProps: more });
    }
  }
  return events;
}

export interface StatusLook {
  background: string;
  border: string;
  text: string;
}

type ChipPalette = Pick<Palette, 'warning' | 'info' | 'primary' | 'success' | 'error' | 'grey' | 'background' | 'text'>;

/**
 * Each status's colours as its chip has them (lib/format's STATUS_COLORS on the console's theme): a
 * filled chip's colour and contrast text; 'Not yet confirmed' is an outlined chip, so its event is too.
 */
export function statusLooks(palette: ChipPalette): Record<DispatchStatus, StatusLook> {
  const look = (status: DispatchStatus): StatusLook => {
    const key = STATUS_COLORS[status];
    if (key === 'default') return { background: palette.grey[300], border: palette.grey[300], text: palette.text.primary };
    const colour = palette[key];
    if (status === 'estimate_open') return { background: palette.background.paper, border: colour.main, text: colour.main };
    return { background: colour.main, border: colour.main, text: colour.contrastText };
  };
  return Object.fromEntries(DISPATCH_STATUSES.map((status) => [status, look(status)])) as Record<DispatchStatus, StatusLook>;
}

/** The events' colours as CSS (FullCalendar's own variables, set per status class), for the calendar's container. */
export function statusStyles(palette: ChipPalette): Record<string, Record<string, string>> {
  const looks = statusLooks(palette);
  return Object.fromEntries(
    DISPATCH_STATUSES.map((status) => [
      `& .${statusClass(status)}`,
      { '--fc-event-bg-color': looks[status].background, '--fc-event-border-color': looks[status].border, '--fc-event-text-color': looks[status].text },
    ]),
  );
}

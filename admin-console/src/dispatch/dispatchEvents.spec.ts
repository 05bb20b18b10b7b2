import { expect } from 'chai';
import { moveTitle, statusLooks, statusStyles, toEvents } from './dispatchEvents';
import type { DispatchMove } from './types';

const move = (over: Partial<DispatchMove>): DispatchMove => ({
  id: 'm',
  moveNumber: 'MD-1',
  day: '2026-12-05',
  status: 'partnerassigned',
  assignmentState: 'accepted',
  area: 'Denver',
  pickupCity: 'Lakewood',
  dropoffCity: 'Aurora',
  customerName: 'Dana Reyes',
  partnerId: 'p',
  partnerName: 'Rocky Mountain Movers',
  preferredDates: ['2026-12-05', '2026-12-06'],
  ...over,
});

const palette = {
  warning: { main: '#c2410c', contrastText: '#fff' },
  info: { main: '#0288d1', contrastText: '#fff' },
  primary: { main: '#0f4c5c', contrastText: '#fff' },
  success: { main: '#2e7d32', contrastText: '#fff' },
  error: { main: '#d32f2f', contrastText: '#fff' },
  grey: { 300: '#e0e0e0' },
  background: { paper: '#fff' },
  text: { primary: '#14262c' },
} as unknown as Parameters<typeof statusLooks>[0];

describe('dispatch calendar: moves as events', () => {
  it('names a move by its number, the customer and the served city (the pickup city when it has none)', () => {
    expect(moveTitle(move({}))).to.equal('MD-1 Dana Reyes · Denver');
    expect(moveTitle(move({ area: null }))).to.equal('MD-1 Dana Reyes · Lakewood');
  });

  it('makes each move an all-day event on its day that links to the order and carries its status class', () => {
    const [event] = toEvents([move({ id: 'a b' })]);
    expect(event).to.deep.equal({
      id: 'a b',
      title: 'MD-1 Dana Reyes · Denver',
      start: '2026-12-05',
      allDay: true,
      url: '/admin/editorder?id=a%20b',
      classNames: ['dispatch-status-partnerassigned'],
      extendedProps: { rank: 0 },
    });
  });

  it('ranks a day moves needing a crew first, the rest in the answer order, day after day', () => {
    const events = toEvents([
      move({ id: '1', day: '2026-12-05', status: 'partnerassigned' }),
      move({ id: '2', day: '2026-12-05', status: 'open' }),
      move({ id: '3', day: '2026-12-05', status: 'completed' }),
      move({ id: '4', day: '2026-12-06', status: 'cancelled' }),
      move({ id: '5', day: '2026-12-06', status: 'open' }),
    ]);
    expect(events.map((e) => [e.id, e.extendedProps?.rank])).to.deep.equal([
      ['2', 0],
      ['1', 1],
      ['3', 2],
      ['5', 3],
      ['4', 4],
    ]);
  });
});

describe('dispatch calendar: status colours', () => {
  it('colours each status as its chip: filled in the chip colour, Not yet confirmed outlined', () => {
    const looks = statusLooks(palette);
    expect(looks.open).to.deep.equal({ background: '#0288d1', border: '#0288d1', text: '#fff' });
    expect(looks.partnerassigned.background).to.equal('#0f4c5c');
    expect(looks.completed.background).to.equal('#2e7d32');
    expect(looks.cancelled.background).to.equal('#d32f2f');
    expect(looks.estimate_open).to.deep.equal({ background: '#fff', border: '#c2410c', text: '#c2410c' });
  });

  it('writes the colours as FullCalendar event variables under each status class', () => {
    expect(statusStyles(palette)['& .dispatch-status-open']).to.deep.equal({
      '--fc-event-bg-color': '#0288d1',
      '--fc-event-border-color': '#0288d1',
      '--fc-event-text-color': '#fff',
    });
  });
});

describe('dispatch calendar: the month board', () => {
  it('shows a few moves a day, those needing a crew first, and one "+N more" event for the rest of the day', () => {
    const moves = [
      move({ id: '1', status: 'completed' }),
      move({ id: '2', status: 'open' }),
      move({ id: '3', status: 'partnerassigned' }),
      move({ id: '4', status: 'open' }),
      move({ id: '5', status: 'cancelled' }),
      move({ id: '6', day: '2026-12-06' }),
    ];
    const events = toEvents(moves, 2);
    expect(events.map((e) => [e.id, e.title, e.extendedProps?.rank])).to.deep.equal([
      ['2', 'MD-1 Dana Reyes · Denver', 0],
      ['4', 'MD-1 Dana Reyes · Denver', 1],
      ['more:2026-12-05', '+3 more', 2],
      ['6', 'MD-1 Dana Reyes · Denver', 3],
    ]);
    expect(events[2]).to.deep.include({ start: '2026-12-05', allDay: true, classNames: ['dispatch-more'], extendedProps: { moreOf: '2026-12-05', rank: 2 } });
    expect(events[2]).to.not.have.property('url');
  });

  it('adds no "+N more" to a day that has just the moves it shows', () => {
    expect(toEvents([move({ id: '1' }), move({ id: '2' })], 2).map((e) => e.id)).to.deep.equal(['1', '2']);
  });
});

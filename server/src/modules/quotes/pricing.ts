import {
  HEAVY_ITEMS,
  PACKING_KITS,
  ROOMS,
  WEEKDAYS,
  formatDay,
  formatDollars,
  formatMessage,
  isWeekend,
  weekdayOf,
  type Message,
  type MessageKey,
  type SizeBandKey,
} from '@moveday/openapi';
import type { KeyedMessage } from '../../platform/errors.js';
import type { MoveDraft, NavigationFlags } from './moveDraft.js';
import { RATE_CARD as card, type SizeBandRate } from './rateCard.js';

/** One line of the price: the amounts of a quote's lines add up to its price. */
export interface PriceLine {
  /** A stable key: 'labour', 'truck', 'drive', 'access.pickup', 'access.dropoff', 'packing', 'kit', 'help.disassembly', 'help.reassembly', 'help.unpacking', 'heavy.<item key>', 'weekend'. */
  rule: string;
  /** For people, in English, e.g. '3 movers × 6.5 h at $60'. */
  label: string;
  /** The label as a catalogue key and parameters, for other languages (absent on lines priced before it was added). */
  labelMessage?: KeyedMessage;
  /** In the line's own unit: mover-hours, road miles, crew-minutes, rooms, pieces, percent, or 1. */
  quantity: number;
  /** Whole dollars. */
  amount: number;
}

/** The price on one preferred date: a weekend date costs more. */
export interface DatePrice {
  /** A calendar day (ms of UTC midnight). */
  date: number;
  /** Whole dollars. */
  price: number;
}

export interface Quote {
  /** A rough estimate (home over 5,000 sq ft, or any heavy item): a specialist follows up. */
  estimateQuoteFlag: boolean;
  /** Whole dollars; the dearer preferred date's price, since a fixed price holds on either. */
  estimateQuotePrice: number;
  /** Fixed price: 90% of the estimate, rounded up. Rough estimate: the estimate itself. */
  bookingPrice: number;
  movers: number;
  /** Billed labour hours (the 'labour' line). */
  hours: number;
  roadMiles: number;
  lines: PriceLine[];
  datePrices: DatePrice[];
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);
const ticked = (flags: NavigationFlags | undefined, key: keyof NavigationFlags): boolean => flags?.[key] === true;
/** A count with its word: the catalogue has one entry for one and one for many. */
const counted = (count: number, one: MessageKey, many: MessageKey): Message => (count === 1 ? { key: one } : { key: many, params: { count } });
const roomsOf = (count: number) => counted(count, 'oneRoom', 'rooms');
/** 'a, b, c' as the catalogue writes a list. */
const listOf = (items: Message[]): Message => items.reduceRight((rest, first) => ({ key: 'listMore', params: { first, rest } }));

/** 'Ground' is 0, '1' to '30' themselves, 'Above 30' counts as 31. */
export function floorNumber(floor: string | undefined): number {
  if (floor === 'Above 30') return 31;
  const n = Number(floor);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function bandRate(band: string): SizeBandRate {
  // An unknown band never reaches here past validation; the smallest is the safe reading.
  return (card.sizeBands as Record<string, SizeBandRate>)[band] ?? card.sizeBands['Less than 1,000 sq.ft.'];
}

export const roomCount = (draft: MoveDraft): number => ROOMS.reduce((total, room) => total + count(draft.pickupTab1?.pickUpRooms?.[room.key]), 0);

/** Load and unload crew-minutes: the band's typical home, adjusted by how many rooms this one has. */
export function labourMinutes(band: SizeBandRate, rooms: number): number {
  const difference = rooms - band.typicalRooms;
  const adjustment = difference >= 0 ? difference * card.rooms.extraRoomMinutes : difference * card.rooms.missingRoomMinutes;
  return band.minutes + adjustment;
}

/** Crew-minutes to get in and out at one end, and what they are for. */
export function accessMinutes(floor: string | undefined, flags: NavigationFlags | undefined): { minutes: number; reasons: Message[] } {
  const a = card.access;
  const reasons: Message[] = [];
  let minutes = 0;
  const passenger = ticked(flags, 'passengerelevator');
  const freight = ticked(flags, 'freightelevator');
  // Stairs or several floors inside the home: at least one flight is carried, even on the ground floor.
  const saysStairs = ticked(flags, 'stairs') || ticked(flags, 'multiplefloors');
  // With an elevator the floors are ridden, not carried; without one every flight past the free one costs.
  const floorFlights = passenger || freight ? 0 : Math.max(0, floorNumber(floor) - a.freeFlights);
  const flights = Math.max(floorFlights, saysStairs ? 1 : 0);
  if (flights > 0) {
    minutes += flights * a.perFlightMinutes;
    reasons.push(counted(flights, 'priceFlightOfStairs', 'priceFlightsOfStairs'));
  }
  // Both elevators ticked: we plan for the slower one, so ticking more never costs less.
  if (passenger) {
    minutes += a.passengerElevatorMinutes;
    reasons.push({ key: 'pricePassengerElevator' });
  } else if (freight) {
    minutes += a.freightElevatorMinutes;
    reasons.push({ key: 'priceFreightElevator' });
  }
  if (ticked(flags, 'alley')) {
    minutes += a.alleyMinutes;
    reasons.push({ key: 'priceAlley' });
  }
  if (ticked(flags, 'other(pleaseexplain)')) {
    minutes += a.otherMinutes;
    reasons.push({ key: 'priceOtherObstacle' });
  }
  return { minutes, reasons };
}

/** Dollars of crew time: whole crew-minutes at the crew rate (an integer as long as the rate is). */
const crewCost = (movers: number, minutes: number) => (movers * minutes * card.moverHourly) / 60;

const hoursOf = (minutes: number) => +(minutes / 60).toFixed(2);

/**
 * The price of a move draft on the rate card: pure, no I/O. Each line's amount is rounded to
 * whole dollars once, at the end of that line; the total is the sum of the lines.
 */
export function priceMove(draft: MoveDraft, route: { roadMiles: number }): Quote {
  const bandKey = draft.pickupTab1?.pickUpLocationSize as SizeBandKey;
  const band = bandRate(bandKey);
  const movers = band.movers;
  const rooms = roomCount(draft);
  const lines: PriceLine[] = [];
  // The one place money is rounded: each line to whole dollars (halves up); lines of $0 are left out.
  // `words` overrides parameters in the stored key and parameters: an option as its key in the
  // `options` book, a day as its timestamp, so each reader's language words them.
  const add = (rule: string, key: MessageKey, params: Message['params'], quantity: number, amount: number, words?: KeyedMessage['params']) => {
    const rounded = Math.round(amount);
    if (rounded <= 0) return;
    const labelMessage: KeyedMessage = params ? { key, params: { ...params, ...words } } : { key };
    lines.push({ rule, label: formatMessage(key, params), labelMessage, quantity, amount: rounded });
  };
  const rate = card.moverHourly;

  const step = card.billingStepMinutes;
  const needed = labourMinutes(band, rooms);
  const billed = Math.max(card.minimumLabourMinutes, Math.ceil(needed / step) * step);
  const note: Message =
    billed === card.minimumLabourMinutes && needed < billed ? { key: 'priceMinimumHours', params: { hours: hoursOf(billed) } } : roomsOf(rooms);
  add('labour', 'priceLabour', { movers, hours: hoursOf(billed), rate, note }, (movers * billed) / 60, crewCost(movers, billed));

  add('truck', 'priceTruck', undefined, 1, card.truck.perMove);

  const roadMiles = Math.max(0, route.roadMiles);
  const driveMinutes = (roadMiles / card.truck.averageMph) * 60;
  const driveParams = { miles: roadMiles, mph: card.truck.averageMph, movers, minutes: Math.round(driveMinutes), rate };
  add('drive', 'priceDrive', driveParams, roadMiles, crewCost(movers, driveMinutes));

  for (const [rule, end, floor, flags] of [
    ['access.pickup', 'priceAccessPickup', draft.pickupTab1?.noOfFloors, draft.pickupTab2?.moversWillNeedToNavigate],
    ['access.dropoff', 'priceAccessDropoff', draft.dropLocationTab?.dropLocationNoOfFloor, draft.dropLocationTab?.moversWillNeedToNavigate],
  ] as const) {
    const access = accessMinutes(floor, flags);
    if (access.reasons.length === 0) continue;
    const params = { end: { key: end }, reasons: listOf(access.reasons), movers, minutes: access.minutes };
    add(rule, 'priceAccess', params, access.minutes, crewCost(movers, access.minutes));
  }

  if (draft.serviceType?.packingAndMoving === true) {
    const perRoom = card.packingMoverHoursPerRoom;
    const params = { rooms: roomsOf(rooms), moverHours: counted(perRoom, 'oneMoverHour', 'moverHours'), rate };
    add('packing', 'pricePacking', params, rooms, rooms * perRoom * rate);
  }

  for (const kit of PACKING_KITS) {
    if (draft.packingSupplies?.[kit.key] === true) add('kit', 'priceKit', { kit: kit.label }, 1, card.kits[kit.key], { kit: { key: `packingKit.${kit.key}` } });
  }

  const help = draft.additionalHelp;
  if (help?.disassemblefurniture === true) add('help.disassembly', 'priceDisassembly', undefined, 1, card.help.disassembly);
  if (help?.reassemblefurniture === true) add('help.reassembly', 'priceReassembly', undefined, 1, card.help.reassembly);
  if (help?.unpacking === true) {
    add('help.unpacking', 'priceUnpacking', { rooms: roomsOf(rooms), perRoom: card.help.unpackingPerRoom }, rooms, rooms * card.help.unpackingPerRoom);
  }

  let heavyPieces = 0;
  for (const item of HEAVY_ITEMS) {
    const pieces = count(draft.pickupTab2?.heavyItemsToMove?.[item.key]);
    heavyPieces += pieces;
    // Most moves have none of most items: their $0 lines are left out, so not worded either.
    if (pieces === 0) continue;
    const itemParams = { item: item.label, pieces, price: formatDollars(card.heavyItems[item.key]) };
    add(`heavy.${item.key}`, 'priceHeavyItem', itemParams, pieces, pieces * card.heavyItems[item.key], {
      item: { key: `heavyItem.${item.key}` },
      dollars: card.heavyItems[item.key],
    });
  }

  const weekdayPrice = lines.reduce((total, line) => total + line.amount, 0);
  // The kit is goods delivered before the move: the weekend rate is for the work on the day.
  const dayWork = lines.filter((line) => line.rule !== 'kit').reduce((total, line) => total + line.amount, 0);
  const surcharge = Math.round((dayWork * card.weekendPercent) / 100);
  const dates = [draft.moveDatePreferences?.preferredDateOpt1, draft.moveDatePreferences?.preferredDateOpt2].filter(
    (day): day is number => typeof day === 'number',
  );
  const datePrices = dates.map((date) => ({ date, price: weekdayPrice + (isWeekend(date) ? surcharge : 0) }));
  const weekend = dates.find(isWeekend);
  if (weekend !== undefined) {
    const params = { percent: card.weekendPercent, weekday: WEEKDAYS[weekdayOf(weekend)]!, date: formatDay(weekend) };
    add('weekend', 'priceWeekend', params, card.weekendPercent, surcharge, { day: weekend });
  }

  const estimateQuotePrice = lines.reduce((total, line) => total + line.amount, 0);
  const estimateQuoteFlag = heavyPieces > 0 || bandKey === card.roughEstimateBand;
  const bookingPrice = bookingAmount(estimateQuotePrice, estimateQuoteFlag);

  return { estimateQuoteFlag, estimateQuotePrice, bookingPrice, movers, hours: billed / 60, roadMiles, lines, datePrices };
}

/**
 * What a customer pays on booking (and the console's default final amount): the estimate itself
 * for a rough estimate, else the price less the booking discount, rounded up. Whole numbers until
 * the last step, so no binary fraction can push an exact 90% up a dollar.
 */
export function bookingAmount(estimateAmount: number, estimateFlag: boolean): number {
  return estimateFlag ? estimateAmount : Math.ceil((estimateAmount * (100 - card.bookingDiscountPercent)) / 100);
}

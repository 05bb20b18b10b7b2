import type { components } from '../generated/api.js';
import { FLOORS, HEAVY_ITEMS, MOVE_TYPES, OBSTACLES, OTHER_OBSTACLE, PACKING_KITS, ROOMS, SIZE_BANDS } from './catalogue.js';
import { isCalendarDay } from './dates.js';
import { EARLIEST_DAY, latestDay, Limits, Patterns, Ranges, type Range } from './limits.js';
import type { MessageKey } from './messages.js';
import { textProblem } from './text.js';

/**
 * The move draft's rules (customer-side §5, admin-side §5), one set for all three apps: the
 * server refuses a draft that breaks them, the wizard and the console enable Next and Check
 * Quote by them. Problems come back keyed by the field's path in the draft.
 */
export type MoveDraft = components['schemas']['MoveDraft'];
export type Address = components['schemas']['Address'];
export type NavigationFlags = components['schemas']['NavigationFlags'];
/** Each failing field's message, as a key of the catalogue (`Messages`): the apps word it. */
export type Problems = Record<string, MessageKey>;

export const MOVE_STEPS = ['move', 'pickup1', 'pickup2', 'services', 'drop'] as const;
export type MoveStep = (typeof MOVE_STEPS)[number];

export interface RuleOptions {
  /**
   * Today as a calendar day where the move starts, or how to find it: it is needed only once a
   * date is set, and finding it the first time costs a page in the browser a long task (the time
   * zone data).
   */
  today: number | (() => number);
  /** An existing order being re-priced may keep dates that have passed. */
  allowPastDates?: boolean;
}

const todayFrom = (options: RuleOptions): number => (typeof options.today === 'function' ? options.today() : options.today);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function addressProblems(address: Partial<Address> | undefined, prefix: string): Problems {
  const a = address ?? {};
  const p: Problems = {};
  const street = text(a.streetaddress);
  if (!street) p[`${prefix}.streetaddress`] = 'streetRequired';
  else if (textProblem(street)) p[`${prefix}.streetaddress`] = 'textNotStorable';
  else if (street.length > Limits.streetAddress) p[`${prefix}.streetaddress`] = 'streetTooLong';
  const street2 = text(a.streetaddress2);
  if (textProblem(street2)) p[`${prefix}.streetaddress2`] = 'textNotStorable';
  else if (street2.length > Limits.streetAddress) p[`${prefix}.streetaddress2`] = 'streetTooLong';
  const city = text(a.city);
  if (!city) p[`${prefix}.city`] = 'cityRequired';
  else if (textProblem(city)) p[`${prefix}.city`] = 'textNotStorable';
  else if (city.length > Limits.city) p[`${prefix}.city`] = 'cityTooLong';
  const state = text(a.state);
  if (!state) p[`${prefix}.state`] = 'stateRequired';
  else if (textProblem(state)) p[`${prefix}.state`] = 'textNotStorable';
  else if (state.length > Limits.state) p[`${prefix}.state`] = 'stateTooLong';
  if (!Patterns.zipcode.test(text(a.zipcode))) p[`${prefix}.zipcode`] = 'zipcodeInvalid';
  return p;
}

export const isAddressFilled = (address: Partial<Address> | undefined): boolean => Object.keys(addressProblems(address, 'a')).length === 0;

function navigationProblems(flags: NavigationFlags | undefined, otherDesc: string | undefined, prefix: string): Problems {
  const p: Problems = {};
  const desc = text(otherDesc);
  if (flags?.[OTHER_OBSTACLE] && !desc) p[`${prefix}.otherDesc`] = 'explainOther';
  else if (textProblem(desc)) p[`${prefix}.otherDesc`] = 'textNotStorable';
  else if (desc.length > Limits.otherDescription) p[`${prefix}.otherDesc`] = 'otherDescTooLong';
  return p;
}

/** Each count a whole number in its range (a missing one counts 0), named by its own path: `pickupTab1.pickUpRooms.bedroom`. */
function countProblems(counts: Record<string, unknown> | undefined, keys: readonly string[], path: string, range: Range, tooHigh: MessageKey): Problems {
  const p: Problems = {};
  for (const key of keys) {
    const count = counts?.[key];
    if (count === undefined) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < range.min) p[`${path}.${key}`] = 'countsNotNegative';
    else if (count > range.max) p[`${path}.${key}`] = tooHigh;
  }
  return p;
}

const hasProblemUnder = (p: Problems, path: string) => Object.keys(p).some((key) => key === path || key.startsWith(`${path}.`));

const selectedKits = (draft: MoveDraft) => PACKING_KITS.filter((kit) => draft.packingSupplies?.[kit.key]);

export function moveStepProblems(draft: MoveDraft, step: MoveStep, options: RuleOptions): Problems {
  const p: Problems = {};
  const dates = draft.moveDatePreferences ?? { preferredDateOpt1: null, preferredDateOpt2: null };
  const d1 = dates.preferredDateOpt1;
  const d2 = dates.preferredDateOpt2;
  switch (step) {
    case 'move': {
      const { boxedAndReadyToGo, packingAndMoving } = draft.serviceType ?? {};
      if (boxedAndReadyToGo === packingAndMoving) p.serviceType = 'selectServiceType';
      for (const [key, day] of [
        ['preferredDateOpt1', d1],
        ['preferredDateOpt2', d2],
      ] as const) {
        const field = `moveDatePreferences.${key}`;
        if (day === null || day === undefined) p[field] = 'selectBothDates';
        else if (!isCalendarDay(day)) p[field] = 'notACalendarDay';
        else if (day > latestDay(todayFrom(options))) p[field] = 'dateTooFarAhead';
        else if (options.allowPastDates ? day < EARLIEST_DAY : day < todayFrom(options)) p[field] = options.allowPastDates ? 'dateTooEarly' : 'dateInPast';
      }
      if (isCalendarDay(d1) && d1 === d2) p['moveDatePreferences.preferredDateOpt2'] = 'bothDatesSame';
      break;
    }
    case 'pickup1': {
      const tab = draft.pickupTab1 ?? ({} as MoveDraft['pickupTab1']);
      if (!MOVE_TYPES.some((t) => t.key === tab.whereYouMovingFrom)) p['pickupTab1.whereYouMovingFrom'] = 'selectMovingFrom';
      if (!SIZE_BANDS.some((b) => b.key === tab.pickUpLocationSize)) p['pickupTab1.pickUpLocationSize'] = 'selectHomeSize';
      if (!FLOORS.includes(tab.noOfFloors)) p['pickupTab1.noOfFloors'] = 'selectFloors';
      Object.assign(p, addressProblems(tab.pickUpAddress, 'pickupTab1.pickUpAddress'));
      const rooms = tab.pickUpRooms as Record<string, number | undefined> | undefined;
      const roomKeys = ROOMS.map((r) => r.key);
      Object.assign(p, countProblems(rooms, roomKeys, 'pickupTab1.pickUpRooms', Ranges.roomCount, 'roomCountTooHigh'));
      if (!hasProblemUnder(p, 'pickupTab1.pickUpRooms') && !roomKeys.some((key) => (rooms?.[key] ?? 0) > 0)) p['pickupTab1.pickUpRooms'] = 'atLeastOneRoom';
      break;
    }
    case 'pickup2': {
      const tab = draft.pickupTab2 ?? ({} as MoveDraft['pickupTab2']);
      Object.assign(p, navigationProblems(tab.moversWillNeedToNavigate, tab.otherDesc, 'pickupTab2'));
      const items = tab.heavyItemsToMove as Record<string, number | undefined> | undefined;
      Object.assign(
        p,
        countProblems(
          items,
          HEAVY_ITEMS.map((i) => i.key),
          'pickupTab2.heavyItemsToMove',
          Ranges.heavyItemCount,
          'heavyItemCountTooHigh',
        ),
      );
      break;
    }
    case 'services': {
      const kits = selectedKits(draft);
      const delivery = draft.servicesTab?.desiredDeliveryDate?.preferredDate ?? null;
      const field = 'servicesTab.desiredDeliveryDate.preferredDate';
      if (kits.length > 1) p.packingSupplies = 'oneKitOnly';
      if (kits.length === 0) {
        if (delivery !== null) p[field] = 'deliveryDateWithoutKit';
      } else if (delivery === null) p[field] = 'deliveryDateRequired';
      else if (!isCalendarDay(delivery)) p[field] = 'notACalendarDay';
      else if (delivery > latestDay(todayFrom(options))) p[field] = 'dateTooFarAhead';
      else if (options.allowPastDates && delivery < EARLIEST_DAY) p[field] = 'dateTooEarly';
      else if ((!options.allowPastDates && delivery < todayFrom(options)) || (isCalendarDay(d1) && delivery > d1) || (isCalendarDay(d2) && delivery > d2)) {
        p[field] = 'deliveryDateBeforeMove';
      }
      break;
    }
    case 'drop': {
      const tab = draft.dropLocationTab ?? ({} as MoveDraft['dropLocationTab']);
      if (!MOVE_TYPES.some((t) => t.key === tab.moveTo)) p['dropLocationTab.moveTo'] = 'selectMovingTo';
      if (!SIZE_BANDS.some((b) => b.key === tab.dropLocationSize)) p['dropLocationTab.dropLocationSize'] = 'selectHomeSize';
      if (!FLOORS.includes(tab.dropLocationNoOfFloor)) p['dropLocationTab.dropLocationNoOfFloor'] = 'selectFloors';
      Object.assign(p, addressProblems(tab.dropoffAddress, 'dropLocationTab.dropoffAddress'));
      Object.assign(p, navigationProblems(tab.moversWillNeedToNavigate, tab.otherDesc, 'dropLocationTab'));
      const note = text(tab.anythingElseToKnow);
      if (textProblem(note)) p['dropLocationTab.anythingElseToKnow'] = 'textNotStorable';
      else if (note.length > Limits.anythingElseToKnow) p['dropLocationTab.anythingElseToKnow'] = 'anythingElseTooLong';
      break;
    }
  }
  return p;
}

/** Every rule of every step: what Get Quote and Check Quote require. */
export function moveDraftProblems(draft: MoveDraft, options: RuleOptions): Problems {
  return Object.assign({}, ...MOVE_STEPS.map((step) => moveStepProblems(draft, step, options)));
}

function normalizeFlags(flags: NavigationFlags | undefined): Required<NavigationFlags> {
  return Object.fromEntries(OBSTACLES.map((o) => [o.key, flags?.[o.key] === true])) as Required<NavigationFlags>;
}

function normalizeAddress(address: Address | undefined): Address {
  return {
    streetaddress: text(address?.streetaddress),
    streetaddress2: text(address?.streetaddress2),
    city: text(address?.city),
    state: text(address?.state),
    zipcode: text(address?.zipcode),
  };
}

const normalizeCounts = (counts: Record<string, number | undefined> | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, counts?.[key] ?? 0]));

/**
 * The draft as it is kept: strings trimmed, every count and flag present, an 'other' description
 * only while 'other' is ticked, and the derived flags recomputed (never trusted from a client).
 */
export function normalizeMoveDraft(draft: MoveDraft): MoveDraft {
  const pickupFlags = normalizeFlags(draft.pickupTab2?.moversWillNeedToNavigate);
  const dropFlags = normalizeFlags(draft.dropLocationTab?.moversWillNeedToNavigate);
  const pickupOther = pickupFlags[OTHER_OBSTACLE] ? text(draft.pickupTab2?.otherDesc) : '';
  const dropOther = dropFlags[OTHER_OBSTACLE] ? text(draft.dropLocationTab?.otherDesc) : '';
  const pickUpAddress = normalizeAddress(draft.pickupTab1?.pickUpAddress);
  const dropoffAddress = normalizeAddress(draft.dropLocationTab?.dropoffAddress);
  return {
    serviceType: { boxedAndReadyToGo: draft.serviceType?.boxedAndReadyToGo === true, packingAndMoving: draft.serviceType?.packingAndMoving === true },
    moveDatePreferences: {
      preferredDateOpt1: draft.moveDatePreferences?.preferredDateOpt1 ?? null,
      preferredDateOpt2: draft.moveDatePreferences?.preferredDateOpt2 ?? null,
    },
    pickupTab1: {
      whereYouMovingFrom: text(draft.pickupTab1?.whereYouMovingFrom).toLowerCase(),
      pickUpLocationSize: text(draft.pickupTab1?.pickUpLocationSize),
      noOfFloors: text(draft.pickupTab1?.noOfFloors),
      pickUpRooms: normalizeCounts(
        draft.pickupTab1?.pickUpRooms as Record<string, number>,
        ROOMS.map((r) => r.key),
      ),
      pickUpAddress,
      pickUpAddressFilled: isAddressFilled(pickUpAddress),
    },
    pickupTab2: {
      moversWillNeedToNavigate: pickupFlags,
      otherDesc: pickupOther,
      otherDescFilled: pickupOther.length > 0,
      heavyItemsToMove: normalizeCounts(
        draft.pickupTab2?.heavyItemsToMove as Record<string, number>,
        HEAVY_ITEMS.map((i) => i.key),
      ),
    },
    dropLocationTab: {
      moveTo: text(draft.dropLocationTab?.moveTo).toLowerCase(),
      dropLocationSize: text(draft.dropLocationTab?.dropLocationSize),
      dropLocationNoOfFloor: text(draft.dropLocationTab?.dropLocationNoOfFloor),
      dropoffAddress,
      dropoffAddressFilled: isAddressFilled(dropoffAddress),
      anythingElseToKnow: text(draft.dropLocationTab?.anythingElseToKnow),
      moversWillNeedToNavigate: dropFlags,
      otherDesc: dropOther,
      otherDescFilled: dropOther.length > 0,
    },
    packingSupplies: {
      loadingAndUnloading: draft.packingSupplies?.loadingAndUnloading === true,
      mediumPacking: draft.packingSupplies?.mediumPacking === true,
      largePacking: draft.packingSupplies?.largePacking === true,
    },
    servicesTab: { desiredDeliveryDate: { preferredDate: draft.servicesTab?.desiredDeliveryDate?.preferredDate ?? null } },
    additionalHelp: {
      disassemblefurniture: draft.additionalHelp?.disassemblefurniture === true,
      reassemblefurniture: draft.additionalHelp?.reassemblefurniture === true,
      unpacking: draft.additionalHelp?.unpacking === true,
    },
  };
}

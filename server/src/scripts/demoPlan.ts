// The demo's plan (seedDemo.ts): its people, partners, orders and quotes, drawn by a seeded
// chance, so that every run plans the same demo.
import zipcodes from 'zipcodes';
import { FLOORS, HEAVY_ITEMS, MOVE_TYPES, SERVICE_AREAS, SIZE_BANDS, todayIn, DAY_MS, type OrderStatus } from '@moveday/openapi';
import type { MoveDraft } from '../modules/quotes/index.js';

/** Every demo person's email ends so: it tells the demo data from anyone else's. */
export const DEMO_DOMAIN = 'demo.moveday.example';
/** Every demo customer's password, so that a person trying the product can sign in as one. */
export const DEMO_PASSWORD = 'Demo-move1';
/** How far back the demo's orders go. */
const WEEKS = 26;

// Repeatable chance: the same plan every run

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const random = prng(20261122);
export const chance = (p: number) => random() < p;
export const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
export const oneOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** Weeks back from now, recent weeks likelier (a business that grows): half spread evenly, half leaning to now. */
export const weeksBack = () => Math.min(WEEKS - 1, Math.floor(WEEKS * (chance(0.5) ? random() : 1 - Math.sqrt(random()))));

export const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Daniel',
  'Karen',
  'Luis',
  'Maria',
  'Carlos',
  'Ana',
  'Jose',
  'Sofia',
  'Miguel',
  'Camila',
  'Kevin',
  'Amanda',
  'Brian',
  'Emily',
  'Priya',
  'Wei',
  'Aisha',
  'Noah',
  'Olivia',
  'Ethan',
  'Grace',
  'Mateo',
];
export const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Nguyen',
  'Patel',
  'Chen',
  'Flores',
  'Rivera',
  'Baker',
  'Reyes',
  'Ortiz',
];
export const STREETS = [
  'Maple St',
  'Oak Ave',
  'Pine St',
  'Cedar Ln',
  'Elm St',
  'Aspen Way',
  'Juniper Dr',
  'Mesa Rd',
  'Canyon Blvd',
  'Sage Ct',
  'Willow Ave',
  'Cottonwood Dr',
  'Ridge Rd',
  'Sunset Blvd',
  'Lake St',
  'Park Ave',
  'Main St',
  'Broadway',
  'Highland Ave',
  'Prairie Ln',
];
const NOTES = [
  'Street parking only.',
  'Gate code 2468 at the side entrance.',
  'The sofa will not fit the elevator; please plan for the stairs.',
  'Please call 30 minutes before arrival.',
  'Loading dock available 8 am to noon.',
  'Small dog at home, friendly.',
];
export const CANCEL_REASONS = [
  'Customer found another date with family help',
  'Move postponed: closing date moved',
  'Customer chose a cheaper mover',
  'Job offer fell through',
  'Duplicate booking',
  'Customer decided to stay',
];
export const PARTNER_WORDS = ['Movers', 'Moving Co', 'Relocation', 'Hauling', 'Moving & Storage'];
export const AREA_CODES: Record<string, string> = { AZ: '520', CO: '303', NM: '505', TX: '214' };
const SIZE_WEIGHTS = [10, 22, 22, 22, 12, 8, 4];

// The plan

export interface Person {
  firstName: string;
  lastName: string;
  userEmail: string;
  userPhone: string;
}

export interface City {
  name: string;
  zip: string;
  state: string;
  timeZone: string;
}

export const CITIES: City[] = SERVICE_AREAS.flatMap((area) =>
  area.cities.map((c) => ({ name: c.name, zip: c.zip, state: area.state, timeZone: area.timeZone })),
);

type Origin = 'signup' | 'signedIn' | 'admin';

export interface PlannedOrder {
  person: Person;
  origin: Origin;
  city: City;
  /** Days from booking to the first preferred date. */
  lead: number;
  weeksAgo: number;
  target: Exclude<OrderStatus, 'quoted'>;
  /** Days between the two preferred dates. */
  gap: number;
  /** Assign on the second preferred date rather than the first. */
  onSecondDate: boolean;
}

const zipsNear = new Map<string, string[]>();
function zipNear(city: City): string {
  let zips = zipsNear.get(city.zip);
  if (!zips) {
    zips = (zipcodes.radius(city.zip, 15) as string[]).filter((zip) => zipcodes.lookup(zip)?.state === city.state).sort();
    if (zips.length === 0) zips = [city.zip];
    zipsNear.set(city.zip, zips);
  }
  return oneOf(zips);
}

function address(city: City) {
  const zip = zipNear(city);
  const place = zipcodes.lookup(zip)!;
  return {
    streetaddress: `${between(100, 9899)} ${oneOf(STREETS)}`,
    ...(chance(0.25) ? { streetaddress2: `Apt ${between(1, 40)}` } : {}),
    city: place.city,
    state: city.state,
    zipcode: zip,
  };
}

function weighted<T>(list: readonly T[], weights: readonly number[]): T {
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, item] of list.entries()) {
    r -= weights[i]!;
    if (r < 0) return item;
  }
  return list[list.length - 1]!;
}

/** A move a person would ask to quote, with preferred dates `lead` days from today in the pickup's time zone. */
export function draftFor(city: City, lead: number, gap: number): MoveDraft {
  const first = todayIn(city.timeZone) + lead * DAY_MS;
  const second = first + gap * DAY_MS;
  const sizeIndex = SIZE_BANDS.indexOf(weighted(SIZE_BANDS, SIZE_WEIGHTS));
  const from = oneOf(MOVE_TYPES).key;
  const bedrooms = Math.max(1, sizeIndex + between(0, 1));
  const kit = chance(0.3) ? oneOf(['loadingAndUnloading', 'mediumPacking', 'largePacking'] as const) : null;
  const heavy = chance(0.08) ? { [oneOf(HEAVY_ITEMS).key]: 1 } : {};
  const other = chance(0.06);
  return {
    serviceType: chance(0.35) ? { boxedAndReadyToGo: false, packingAndMoving: true } : { boxedAndReadyToGo: true, packingAndMoving: false },
    moveDatePreferences: { preferredDateOpt1: first, preferredDateOpt2: second },
    pickupTab1: {
      whereYouMovingFrom: from,
      pickUpLocationSize: SIZE_BANDS[sizeIndex]!.key,
      noOfFloors: from === 'apartment / condo' ? oneOf(FLOORS.slice(0, 12)) : oneOf(['Ground', '1', '2']),
      pickUpRooms: {
        livingroom: 1,
        bedroom: bedrooms,
        kitchen: 1,
        bathroom: Math.max(1, bedrooms - 1),
        ...(chance(0.4) ? { diningroom: 1 } : {}),
        ...(chance(0.3) ? { garage: 1 } : {}),
      },
      pickUpAddress: address(city),
    },
    pickupTab2: {
      moversWillNeedToNavigate: {
        ...(chance(0.4) ? { stairs: true } : {}),
        ...(from === 'apartment / condo' && chance(0.6) ? { passengerelevator: true } : {}),
        ...(other ? { 'other(pleaseexplain)': true } : {}),
      },
      otherDesc: other ? 'Narrow hallway to the back bedroom' : '',
      heavyItemsToMove: heavy,
    },
    dropLocationTab: {
      moveTo: oneOf(MOVE_TYPES).key,
      dropLocationSize: SIZE_BANDS[Math.min(6, Math.max(0, sizeIndex + between(-1, 1)))]!.key,
      dropLocationNoOfFloor: oneOf(['Ground', '1', '2', '3']),
      dropoffAddress: address(city),
      anythingElseToKnow: chance(0.3) ? oneOf(NOTES) : '',
      moversWillNeedToNavigate: chance(0.3) ? { stairs: true } : {},
      otherDesc: '',
    },
    packingSupplies: { loadingAndUnloading: kit === 'loadingAndUnloading', mediumPacking: kit === 'mediumPacking', largePacking: kit === 'largePacking' },
    servicesTab: { desiredDeliveryDate: { preferredDate: kit ? first - 2 * DAY_MS : null } },
    additionalHelp: { disassemblefurniture: chance(0.3), reassemblefurniture: chance(0.25), unpacking: chance(0.1) },
  };
}

/** Where an order of a given age stands today, as a moving company's book looks. */
function targetFor(moveInDays: number): PlannedOrder['target'] {
  const r = random();
  if (moveInDays < -2) return r < 0.86 ? 'completed' : 'cancelled';
  if (moveInDays <= 0) return r < 0.5 ? 'partnerassigned' : r < 0.9 ? 'completed' : 'cancelled';
  if (r < 0.08) return 'cancelled';
  if (moveInDays <= 14) return r < 0.7 ? 'partnerassigned' : r < 0.88 ? 'open' : 'estimate_open';
  return r < 0.35 ? 'partnerassigned' : r < 0.75 ? 'open' : 'estimate_open';
}

export function person(i: number): Person {
  const firstName = oneOf(FIRST);
  const lastName = oneOf(LAST);
  return {
    firstName,
    lastName,
    userEmail: `${firstName}.${lastName}.${i}@${DEMO_DOMAIN}`.toLowerCase(),
    userPhone: `${oneOf(Object.values(AREA_CODES))}555${String(1000 + i).slice(-4)}`,
  };
}

/**
 * However small the plan, every status is there: where chance left one out, an order (a phone
 * order for estimate_open, which only stays unconfirmed when saved so) is moved to a week that suits it.
 */
function everyStatus(orders: PlannedOrder[]): void {
  const needs: Array<[PlannedOrder['target'], (o: PlannedOrder) => boolean, number]> = [
    ['estimate_open', (o) => o.origin === 'admin', 0],
    ['open', (o) => o.origin !== 'signedIn', 0],
    ['partnerassigned', () => true, 0],
    ['completed', () => true, 8],
    ['cancelled', () => true, 3],
  ];
  const taken = new Set<PlannedOrder>();
  for (const [target, fits, weeksAgo] of needs) {
    const present = orders.some((o) => o.target === target && fits(o));
    const spare = orders.find((o) => fits(o) && !taken.has(o) && orders.filter((other) => other.target === o.target).length > 1);
    if (present || !spare) continue;
    Object.assign(spare, { target, weeksAgo });
    taken.add(spare);
  }
}

export interface Plan {
  orders: PlannedOrder[];
  /** Quotes never booked: city, lead, weeks ago. */
  quotes: Array<{ city: City; lead: number; gap: number; weeksAgo: number }>;
}

/** `size` customers book through the site; half as many orders come from the phone (Add Order); a sixth book again. */
export function makePlan(size: number): Plan {
  const people = Array.from({ length: size + Math.ceil(size / 2) }, (_, i) => person(i + 1));
  const order = (p: Person, origin: Origin): PlannedOrder => {
    const lead = between(7, 35);
    const gap = between(1, 3);
    const weeksAgo = weeksBack();
    // The status follows the first preferred day: a move whose day has passed is done (or was cancelled).
    const moveIn = lead - 7 * weeksAgo;
    const target = targetFor(moveIn);
    // A completed move's day has come: the second preferred day may still be ahead.
    const onSecondDate = chance(0.3) && (target !== 'completed' || moveIn + gap <= 0);
    return { person: p, origin, city: oneOf(CITIES), lead, gap, weeksAgo, target, onSecondDate };
  };
  const orders = [
    ...people.slice(0, size).map((p) => order(p, 'signup')),
    ...people.slice(size).map((p) => order(p, 'admin')),
    ...people.slice(0, Math.ceil(size / 6)).map((p) => order(p, 'signedIn')),
  ];
  everyStatus(orders);
  const quotes = Array.from({ length: Math.ceil(size * 0.55) }, () => ({
    city: oneOf(CITIES),
    lead: between(7, 35),
    gap: between(1, 3),
    weeksAgo: weeksBack(),
  }));
  return { orders, quotes };
}

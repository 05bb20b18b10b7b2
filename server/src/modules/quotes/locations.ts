import zipcodes from 'zipcodes';
import {
  ErrorCode,
  MAX_ROAD_MILES,
  SERVICE_AREAS,
  SERVICE_RADIUS_MILES,
  US_STATES,
  servedAreasText,
  stateCode,
  type Message,
  type MessageKey,
  type MessageParams,
} from '@moveday/openapi';
import { AppError } from '../../platform/errors.js';
import type { Address } from './moveDraft.js';
import { RATE_CARD } from './rateCard.js';

/** A US zip code from the offline zip database. */
export interface ZipPlace {
  zip: string;
  city: string;
  /** Two-letter code. */
  state: string;
  latitude: number;
  longitude: number;
}

/** The served city nearest to a place, when it lies within SERVICE_RADIUS_MILES of it. */
export interface ServedArea {
  city: string;
  state: string;
  stateName: string;
  timeZone: string;
  /** Straight-line miles from the city's central zip. */
  miles: number;
}

/** What the wizard learns from a zip code as it is typed (GET /api/locations/{zip}). */
export interface LocationInfo {
  zip: string;
  city: string;
  /** Two-letter code. */
  state: string;
  /** Within 50 miles of a city we serve. */
  served: boolean;
  /** The served city it belongs to, when served. */
  servedBy?: string;
}

export interface RouteEnd {
  zip: string;
  city: string;
  state: string;
  /** The served city whose area it lies in. */
  area: string;
}

export interface Route {
  pickup: RouteEnd;
  dropoff: RouteEnd;
  straightMiles: number;
  /** Straight-line miles × the rate card's road factor, to 0.1 mile. */
  roadMiles: number;
  /** The pickup area's: "today" for the move is today there. */
  timeZone: string;
}

/** Where nothing better is known (a place we do not serve): the middle of our map. */
const DEFAULT_TIME_ZONE = 'America/Denver';
const EARTH_RADIUS_MILES = 3958.8;

export function lookupZip(zip: string): ZipPlace | undefined {
  if (typeof zip !== 'string' || !/^\d{5}$/.test(zip.trim())) return undefined;
  const found = zipcodes.lookup(zip.trim());
  if (!found || found.country !== 'US') return undefined;
  return { zip: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude };
}

/** Great-circle miles between two points. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

const SERVED_CITIES = SERVICE_AREAS.flatMap((area) =>
  area.cities.map((city) => {
    const place = lookupZip(city.zip);
    if (!place) throw new Error(`The catalogue's central zip ${city.zip} of ${city.name} is not in the zip database`);
    return { city: city.name, state: area.state, stateName: area.stateName, timeZone: area.timeZone, place };
  }),
);

function nearestServed(place: ZipPlace): ServedArea | undefined {
  let best: ServedArea | undefined;
  for (const served of SERVED_CITIES) {
    const miles = milesBetween(place, served.place);
    if (miles <= SERVICE_RADIUS_MILES && (!best || miles < best.miles)) {
      best = { city: served.city, state: served.state, stateName: served.stateName, timeZone: served.timeZone, miles: round1(miles) };
    }
  }
  return best;
}

/** The nearest listed city within SERVICE_RADIUS_MILES (straight line) of the zip, if any. */
export function servedArea(zip: string): ServedArea | undefined {
  const place = lookupZip(zip);
  return place && nearestServed(place);
}

export function describeZip(zip: string): LocationInfo | undefined {
  const place = lookupZip(zip);
  if (!place) return undefined;
  const area = nearestServed(place);
  return { zip: place.zip, city: place.city, state: place.state, served: area !== undefined, ...(area ? { servedBy: area.city } : {}) };
}

/** The time zone of "today" for a move: the pickup's served area, else its state's, else Denver's. */
export function pickupTimeZone(address: Partial<Address> | undefined): string {
  const place = lookupZip(address?.zipcode ?? '');
  const area = place && nearestServed(place);
  if (area) return area.timeZone;
  const state = place?.state ?? stateCode(address?.state ?? '');
  return SERVICE_AREAS.find((a) => a.state === state)?.timeZone ?? DEFAULT_TIME_ZONE;
}

const describePlace = (place: ZipPlace) => `${place.city}, ${place.state} ${place.zip}`;
const quoteServiceError = (key: MessageKey, params: MessageParams) => new AppError(422, ErrorCode.quoteService, { key, params });

type End = { name: Message; address: Address };

/**
 * Locates a move's two ends, or refuses it with the quote-service error and a message the
 * customer can act on. Checks run in this order over both ends: the zip exists, the zip lies in
 * the state given, both ends lie in a served area, the move is at most MAX_ROAD_MILES by road.
 */
export function routeBetween(pickup: Address, dropoff: Address): Route {
  const ends: End[] = [
    { name: { key: 'routeEndPickup' }, address: pickup },
    { name: { key: 'routeEndDropoff' }, address: dropoff },
  ];

  const places = ends.map(({ name, address }) => {
    const zip = (address?.zipcode ?? '').trim();
    const place = lookupZip(zip);
    if (!place) throw quoteServiceError('routeZipNotFound', { zipcode: zip, end: name });
    return place;
  });

  ends.forEach(({ name, address }, i) => {
    const place = places[i]!;
    const given = (address.state ?? '').trim();
    if (stateCode(given) !== place.state) {
      const zipState = US_STATES[place.state] ?? place.state;
      const givenState = given || { key: 'routeStateNotGiven' as const };
      throw quoteServiceError('routeZipOtherState', { zipcode: place.zip, city: place.city, zipState, givenState, end: name });
    }
  });

  const areas = places.map(nearestServed);
  const outside = [0, 1].filter((i) => !areas[i]);
  if (outside.length > 0) {
    const areasWeServe: Message = { key: 'areasWeServe', params: { miles: SERVICE_RADIUS_MILES, areas: servedAreasText() } };
    const place = (i: number) => describePlace(places[i]!);
    const [i] = outside as [number];
    throw outside.length === 2
      ? quoteServiceError('routeEndsNotServed', { pickup: place(0), dropoff: place(1), areasWeServe })
      : quoteServiceError('routeEndNotServed', { end: ends[i]!.name, place: place(i), areasWeServe });
  }

  const straight = milesBetween(places[0]!, places[1]!);
  const roadMiles = round1(straight * RATE_CARD.roadFactor);
  if (roadMiles > MAX_ROAD_MILES) {
    // Just over the limit, whole miles would read 'about 100': show the tenth that refuses it.
    const shown = Math.round(roadMiles) > MAX_ROAD_MILES ? Math.round(roadMiles) : roadMiles;
    throw quoteServiceError('routeTooLong', { roadMiles: shown, maxRoadMiles: MAX_ROAD_MILES });
  }

  const end = (i: number): RouteEnd => ({ zip: places[i]!.zip, city: places[i]!.city, state: places[i]!.state, area: areas[i]!.city });
  return { pickup: end(0), dropoff: end(1), straightMiles: round1(straight), roadMiles, timeZone: areas[0]!.timeZone };
}

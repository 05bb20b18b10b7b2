import type { HeavyItemKey, PackingKitKey, SizeBandKey } from '@moveday/openapi';

/**
 * The rate card: every number the pricing engine uses, and the one place to change them
 * (DESIGN §4; docs/pricing.md explains each rule). Money is whole US dollars; times are
 * crew-minutes, minutes of the whole crew's time, which cost `movers × moverHourly / 60` each.
 */
export interface SizeBandRate {
  /** Crew size. */
  movers: number;
  /** Load and unload time of the band's typical home, in crew-minutes. */
  minutes: number;
  /** Rooms (of any kind) of that typical home. */
  typicalRooms: number;
}

export const RATE_CARD = {
  /** Dollars per mover-hour; drive time, access and packing are charged at this rate too. */
  moverHourly: 60,
  /** Labour is billed in quarter hours, rounded up. */
  billingStepMinutes: 15,
  /** Labour is never billed for less than 3 hours. */
  minimumLabourMinutes: 180,

  /** Crew and time by the pickup's size band; the typical home's room count anchors the room rule. */
  sizeBands: {
    'Less than 1,000 sq.ft.': { movers: 2, minutes: 180, typicalRooms: 4 }, // 1 bed: living, bed, kitchen, bath
    '1,000 - 1,500': { movers: 2, minutes: 240, typicalRooms: 5 }, // 2 beds
    '1,500 - 2,000': { movers: 3, minutes: 300, typicalRooms: 7 }, // 3 beds, dining
    '2,000 - 3,000': { movers: 3, minutes: 390, typicalRooms: 9 }, // 3-4 beds, 2 baths, dining
    '3,000 - 4,000': { movers: 4, minutes: 480, typicalRooms: 11 }, // 4 beds, study, garage
    '4,000 - 5,000': { movers: 4, minutes: 600, typicalRooms: 13 },
    'More than 5,000 sq.ft.': { movers: 5, minutes: 720, typicalRooms: 15 },
  } satisfies Record<SizeBandKey, SizeBandRate>,

  rooms: {
    /** Each room beyond the band's typical count adds this much crew time. */
    extraRoomMinutes: 25,
    /** Each room short of it takes off less: the square footage still holds furniture. */
    missingRoomMinutes: 15,
  },

  truck: {
    /** The truck, its fuel and equipment, once per move. */
    perMove: 150,
    /** Drive time between pickup and drop-off is charged at this speed, at the crew rate. */
    averageMph: 30,
  },

  /** Road miles are this many times the straight-line distance. */
  roadFactor: 1.25,

  /** Getting in and out at each end, in crew-minutes. */
  access: {
    /** Flights of stairs that cost nothing: the first one. */
    freeFlights: 1,
    /** Each further flight without an elevator. */
    perFlightMinutes: 15,
    passengerElevatorMinutes: 30,
    freightElevatorMinutes: 15,
    /** An alley or a long carry from the truck. */
    alleyMinutes: 30,
    /** 'Other (please explain)'. */
    otherMinutes: 30,
  },

  /** Packing and Moving: mover-hours of packing per room. */
  packingMoverHoursPerRoom: 1,

  /** Packing kits, delivered before the move. */
  kits: {
    loadingAndUnloading: 89, // small, 30 boxes
    mediumPacking: 149, // 50 boxes
    largePacking: 289, // 100 boxes
  } satisfies Record<PackingKitKey, number>,

  help: {
    disassembly: 60, // per move
    reassembly: 60, // per move
    unpackingPerRoom: 40,
  },

  /** Each heavy item, per piece; any of them makes the quote a rough estimate. */
  heavyItems: {
    uprightpiano: 300,
    grandfatherclock: 200,
    pooltableorshuffleboard: 400,
    arcadegames: 150,
    'safe(over150lbs)': 250,
    'televisionover65"': 75,
    exerciseequipment: 100,
    largeorheavystatueordecorations: 150,
    reclinerorsleepersofa: 75,
    'tempurpedic,medicalormurphybed': 150,
    marbleorglasstopsover100lbs: 125,
    heavybarbequegrillorsmoker: 100,
    itemsoverabalcony: 250, // hoisting over a railing takes rope and an extra hand
    itemsover6feettall: 75,
    'otherspecialtyitem(s)': 150,
  } satisfies Record<HeavyItemKey, number>,

  /** Surcharge on a Saturday or Sunday, in percent of everything but the kit. */
  weekendPercent: 15,
  /** Booking discount on a fixed price, in percent; the booking price is rounded up. */
  bookingDiscountPercent: 10,
  /** This band always gets a rough estimate (so does any heavy item). */
  roughEstimateBand: 'More than 5,000 sq.ft.' satisfies SizeBandKey,
} as const;

export type RateCard = typeof RATE_CARD;

import { expect } from 'chai';
import fc from 'fast-check';
import {
  DAY_MS,
  FLOORS,
  HEAVY_ITEMS,
  OBSTACLES,
  PACKING_KITS,
  ROOMS,
  SIZE_BANDS,
  isWeekend,
  type ObstacleKey,
  type WordKey,
  type WordParams,
} from '@moveday/openapi';
import { wordingFor } from '../../platform/i18n.js';
import { priceLinesIn } from './priceWords.js';
import type { MoveDraft, NavigationFlags } from './moveDraft.js';
import { priceMove, type Quote } from './pricing.js';
import { RATE_CARD } from './rateCard.js';

// Fixed calendar days, so the pins never depend on today: the engine is pure.
const TUESDAY = Date.UTC(2031, 5, 3);
const WEDNESDAY = TUESDAY + DAY_MS;
const SATURDAY = TUESDAY + 4 * DAY_MS;
const SUNDAY = TUESDAY + 5 * DAY_MS;

const address = { streetaddress: '1600 Glenarm Pl', city: 'Denver', state: 'CO', zipcode: '80202' };

/** A two-bedroom apartment (1,000 - 1,500 sq ft, 5 rooms), ground floor to ground floor, two weekdays, Boxed and Ready to Go, no extras. */
function baseDraft(): MoveDraft {
  return {
    serviceType: { boxedAndReadyToGo: true, packingAndMoving: false },
    moveDatePreferences: { preferredDateOpt1: TUESDAY, preferredDateOpt2: WEDNESDAY },
    pickupTab1: {
      whereYouMovingFrom: 'apartment / condo',
      pickUpLocationSize: '1,000 - 1,500',
      noOfFloors: 'Ground',
      pickUpRooms: { livingroom: 1, bedroom: 2, kitchen: 1, bathroom: 1 },
      pickUpAddress: { ...address },
    },
    pickupTab2: { moversWillNeedToNavigate: {}, otherDesc: '', heavyItemsToMove: {} },
    dropLocationTab: {
      moveTo: 'house',
      dropLocationSize: '1,000 - 1,500',
      dropLocationNoOfFloor: 'Ground',
      dropoffAddress: { ...address, zipcode: '80207' },
      moversWillNeedToNavigate: {},
      otherDesc: '',
    },
    packingSupplies: { loadingAndUnloading: false, mediumPacking: false, largePacking: false },
    servicesTab: { desiredDeliveryDate: { preferredDate: null } },
    additionalHelp: { disassemblefurniture: false, reassemblefurniture: false, unpacking: false },
  };
}

const withDraft = (edit: (d: MoveDraft) => void, base: MoveDraft = baseDraft()): MoveDraft => {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
};

const sum = (quote: Quote) => quote.lines.reduce((total, line) => total + line.amount, 0);
const amountOf = (quote: Quote, rule: string) => quote.lines.find((line) => line.rule === rule)?.amount;

interface Reference {
  name: string;
  edit: (d: MoveDraft) => void;
  roadMiles: number;
  price: number;
  booking: number;
  rough: boolean;
  /** Pinned line amounts, where the move is about one rule. */
  lines?: Record<string, number>;
}

// Pinned by hand from the rate card, not from the engine. Crew-minutes cost movers × $1 each
// ($60 per mover-hour); drive time is roadMiles / 30 mph, i.e. 2 minutes a mile.
const references: Reference[] = [
  {
    // Worked example 1 in docs/pricing.md. labour 2 × 4 h × $60 = 480; truck 150;
    // drive 10 mi = 20 min × 2 movers = 40. 480 + 150 + 40 = 670; booking ceil(0.9 × 670) = 603.
    name: 'a 2-bedroom apartment across Denver on a weekday, Boxed and Ready to Go, no extras',
    edit: () => {},
    roadMiles: 10,
    price: 670,
    booking: 603,
    rough: false,
    lines: { labour: 480, truck: 150, drive: 40 },
  },
  {
    // Band < 1,000: 2 movers, 180 min for 4 rooms; 3 rooms: 180 − 15 = 165, billed at the 3 h
    // minimum: 2 × 3 × 60 = 360; + 150 + 40 = 550; booking 495.
    name: 'a studio under 1,000 sq ft, where the 3-hour minimum applies',
    edit: (d) => {
      d.pickupTab1.pickUpLocationSize = 'Less than 1,000 sq.ft.';
      d.pickupTab1.pickUpRooms = { livingroom: 1, kitchen: 1, bathroom: 1 };
    },
    roadMiles: 10,
    price: 550,
    booking: 495,
    rough: false,
    lines: { labour: 360 },
  },
  {
    // Band 1,500 - 2,000: 3 movers, 5 h for 7 rooms: 15 mover-hours = 900; drive 20 min × 3 = 60; + 150 = 1,110.
    name: 'a 3-bedroom home of 1,500 - 2,000 sq ft with its typical 7 rooms',
    edit: (d) => {
      d.pickupTab1.pickUpLocationSize = '1,500 - 2,000';
      d.pickupTab1.pickUpRooms = { livingroom: 1, bedroom: 3, kitchen: 1, bathroom: 2 };
    },
    roadMiles: 10,
    price: 1110,
    booking: 999,
    rough: false,
    lines: { labour: 900, drive: 60 },
  },
  {
    // Band 2,000 - 3,000: 3 movers, 6.5 h for 9 rooms: 19.5 × 60 = 1,170; drive 20 mi = 40 min × 3 = 120; + 150 = 1,440.
    name: 'a 2,000 - 3,000 sq ft house with its typical 9 rooms, 20 road miles',
    edit: (d) => {
      d.pickupTab1.pickUpLocationSize = '2,000 - 3,000';
      d.pickupTab1.pickUpRooms = { livingroom: 1, bedroom: 4, kitchen: 1, diningroom: 1, bathroom: 2 };
    },
    roadMiles: 20,
    price: 1440,
    booking: 1296,
    rough: false,
    lines: { labour: 1170, drive: 120 },
  },
  {
    // Band 3,000 - 4,000: 4 movers, 480 min for 11 rooms; 13 rooms: + 2 × 25 = 530, billed 540 (9 h):
    // 36 × 60 = 2,160; drive 20 min × 4 = 80; + 150 = 2,390; booking ceil(2,151) = 2,151.
    name: 'a 3,000 - 4,000 sq ft house with 2 rooms more than typical (quarter-hour billing)',
    edit: (d) => {
      d.pickupTab1.pickUpLocationSize = '3,000 - 4,000';
      d.pickupTab1.pickUpRooms = { livingroom: 1, bedroom: 5, kitchen: 1, diningroom: 1, bathroom: 3, study: 1, garage: 1 };
    },
    roadMiles: 10,
    price: 2390,
    booking: 2151,
    rough: false,
    lines: { labour: 2160, drive: 80 },
  },
  {
    // Band 4,000 - 5,000: 4 movers, 600 min for 13 rooms; 10 rooms: − 3 × 15 = 555, billed 555 (9.25 h):
    // 37 × 60 = 2,220; drive 12.5 mi = 25 min × 4 = 100; + 150 = 2,470.
    name: 'a 4,000 - 5,000 sq ft house with 3 rooms fewer than typical',
    edit: (d) => {
      d.pickupTab1.pickUpLocationSize = '4,000 - 5,000';
      d.pickupTab1.pickUpRooms = { livingroom: 2, bedroom: 4, kitchen: 1, bathroom: 3 };
    },
    roadMiles: 12.5,
    price: 2470,
    booking: 2223,
    rough: false,
    lines: { labour: 2220, drive: 100 },
  },
  {
    // Band > 5,000: 5 movers, 12 h for 15 rooms: 60 × 60 = 3,600; drive 20 min × 5 = 100; + 150 = 3,850; rough estimate.
    name: 'a home over 5,000 sq ft: a rough estimate, not discounted',
    edit: (d) => {
      d.pickupTab1.pickUpLocationSize = 'More than 5,000 sq.ft.';
      d.pickupTab1.pickUpRooms = { livingroom: 2, bedroom: 6, kitchen: 1, diningroom: 1, bathroom: 4, garage: 1 };
    },
    roadMiles: 10,
    price: 3850,
    booking: 3850,
    rough: true,
    lines: { labour: 3600 },
  },
  {
    // 6 rooms: 240 + 25 = 265, billed 270 (4.5 h): 9 × 60 = 540; + 150 + 40 = 730.
    name: 'the 2-bedroom apartment with a study (one room more than typical)',
    edit: (d) => (d.pickupTab1.pickUpRooms.study = 1),
    roadMiles: 10,
    price: 730,
    booking: 657,
    rough: false,
    lines: { labour: 540 },
  },
  {
    // 8 rooms: 240 + 3 × 25 = 315 min (5.25 h): 2 × 5.25 × 60 = 630; + 150 + 40 = 820; booking ceil(738) = 738.
    name: 'the 2-bedroom apartment with a study, a dining room and a garage (three rooms more)',
    edit: (d) => Object.assign(d.pickupTab1.pickUpRooms, { study: 1, diningroom: 1, garage: 1 }),
    roadMiles: 10,
    price: 820,
    booking: 738,
    rough: false,
    lines: { labour: 630 },
  },
  {
    // Pickup 3rd floor, no elevator: 2 flights past the free one × 15 = 30 min × 2 = 60.
    // Drop-off 2nd floor with stairs ticked: 1 flight (the tick adds no second charge) = 15 × 2 = 30. 670 + 90 = 760.
    name: 'stairs at both ends: a 3rd-floor walk-up, and a 2nd floor with stairs ticked',
    edit: (d) => {
      d.pickupTab1.noOfFloors = '3';
      d.dropLocationTab.dropLocationNoOfFloor = '2';
      d.dropLocationTab.moversWillNeedToNavigate = { stairs: true };
    },
    roadMiles: 10,
    price: 760,
    booking: 684,
    rough: false,
    lines: { 'access.pickup': 60, 'access.dropoff': 30 },
  },
  {
    // Pickup above 30 with a freight elevator: 15 min × 2 = 30 (no stairs charge).
    // Drop-off 5th floor, both elevators and stairs: the passenger elevator's 30 + 1 flight 15 = 45 × 2 = 90. 670 + 120 = 790.
    name: 'elevators: a freight elevator above the 30th floor, both elevators and stairs on the 5th',
    edit: (d) => {
      d.pickupTab1.noOfFloors = 'Above 30';
      d.pickupTab2.moversWillNeedToNavigate = { freightelevator: true };
      d.dropLocationTab.dropLocationNoOfFloor = '5';
      d.dropLocationTab.moversWillNeedToNavigate = { passengerelevator: true, freightelevator: true, stairs: true };
    },
    roadMiles: 10,
    price: 790,
    booking: 711,
    rough: false,
    lines: { 'access.pickup': 30, 'access.dropoff': 90 },
  },
  {
    // Pickup: alley 30 + other 30 = 60 min × 2 = 120. Drop-off on the ground floor, stairs and multiple floors
    // ticked: one flight, charged once: 15 × 2 = 30. 670 + 150 = 820.
    name: 'obstacles: an alley and something else at pickup, stairs and multiple floors at the drop-off',
    edit: (d) => {
      d.pickupTab2.moversWillNeedToNavigate = { alley: true, 'other(pleaseexplain)': true };
      d.pickupTab2.otherDesc = 'A narrow gate';
      d.dropLocationTab.moversWillNeedToNavigate = { stairs: true, multiplefloors: true };
    },
    roadMiles: 10,
    price: 820,
    booking: 738,
    rough: false,
    lines: { 'access.pickup': 120, 'access.dropoff': 30 },
  },
  {
    // Packing: 5 rooms × 1 mover-hour × $60 = 300. 670 + 300 = 970.
    name: 'Packing and Moving instead of Boxed and Ready to Go',
    edit: (d) => (d.serviceType = { boxedAndReadyToGo: false, packingAndMoving: true }),
    roadMiles: 10,
    price: 970,
    booking: 873,
    rough: false,
    lines: { packing: 300 },
  },
  {
    // Worked example 2. Weekday price 670 + kit 149 = 819. Weekend: 15% of 670 (the kit is goods
    // delivered before the day) = 100.5, rounded half up to 101. Saturday: 920; booking ceil(828) = 828.
    name: 'a medium packing kit, one date on a Saturday',
    edit: (d) => {
      d.packingSupplies.mediumPacking = true;
      d.servicesTab.desiredDeliveryDate.preferredDate = TUESDAY - 7 * DAY_MS;
      d.moveDatePreferences.preferredDateOpt2 = SATURDAY;
    },
    roadMiles: 10,
    price: 920,
    booking: 828,
    rough: false,
    lines: { kit: 149, weekend: 101 },
  },
  {
    // Disassembly 60 + reassembly 60 + unpacking 5 rooms × 40 = 200. 670 + 320 = 990.
    name: 'all additional help',
    edit: (d) => (d.additionalHelp = { disassemblefurniture: true, reassemblefurniture: true, unpacking: true }),
    roadMiles: 10,
    price: 990,
    booking: 891,
    rough: false,
    lines: { 'help.disassembly': 60, 'help.reassembly': 60, 'help.unpacking': 200 },
  },
  {
    // Piano 300 + 2 TVs × 75 = 450. 670 + 450 = 1,120; a rough estimate: booking = the estimate.
    name: 'an upright piano and two large TVs: a rough estimate',
    edit: (d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1, 'televisionover65"': 2 }),
    roadMiles: 10,
    price: 1120,
    booking: 1120,
    rough: true,
    lines: { 'heavy.uprightpiano': 300, 'heavy.televisionover65"': 150 },
  },
  {
    // Denver to Fort Collins: 72.2 road miles / 30 mph = 2.4067 h × 2 movers × 60 = 288.8, rounded to 289.
    // 480 + 150 + 289 = 919; booking ceil(827.1) = 828.
    name: 'Denver to Fort Collins, 72.2 road miles',
    edit: () => {},
    roadMiles: 72.2,
    price: 919,
    booking: 828,
    rough: false,
    lines: { drive: 289 },
  },
  {
    // Same zip at both ends: no drive line. 480 + 150 = 630.
    name: 'a move within one zip code',
    edit: () => {},
    roadMiles: 0,
    price: 630,
    booking: 567,
    rough: false,
    lines: { labour: 480, truck: 150 },
  },
  {
    // Worked example 3: see docs/pricing.md for the lines. 3,489 on a weekday; the weekend adds
    // 15% of 3,489 − 289 (kit) = 480; 3,969, a rough estimate (the safe).
    name: 'everything at once on a weekend: a 2,000 - 3,000 sq ft house, packed, with a safe',
    edit: (d) => {
      d.serviceType = { boxedAndReadyToGo: false, packingAndMoving: true };
      d.moveDatePreferences = { preferredDateOpt1: SATURDAY, preferredDateOpt2: SUNDAY };
      d.pickupTab1.pickUpLocationSize = '2,000 - 3,000';
      d.pickupTab1.pickUpRooms = { livingroom: 1, bedroom: 4, kitchen: 1, diningroom: 1, bathroom: 2, garage: 1 };
      d.pickupTab1.noOfFloors = '3';
      d.pickupTab2.moversWillNeedToNavigate = { stairs: true };
      d.pickupTab2.heavyItemsToMove = { 'safe(over150lbs)': 1 };
      d.dropLocationTab.dropLocationNoOfFloor = '10';
      d.dropLocationTab.moversWillNeedToNavigate = { passengerelevator: true, alley: true };
      d.packingSupplies.largePacking = true;
      d.servicesTab.desiredDeliveryDate.preferredDate = TUESDAY;
      d.additionalHelp = { disassemblefurniture: true, reassemblefurniture: true, unpacking: true };
    },
    roadMiles: 25,
    price: 3969,
    booking: 3969,
    rough: true,
    lines: {
      labour: 1260,
      truck: 150,
      drive: 150,
      'access.pickup': 90,
      'access.dropoff': 180,
      packing: 600,
      kit: 289,
      'help.disassembly': 60,
      'help.reassembly': 60,
      'help.unpacking': 400,
      'heavy.safe(over150lbs)': 250,
      weekend: 480,
    },
  },
];

const reference = (name: string) => references.find((ref) => ref.name.startsWith(name))!;

describe('priceMove: the rate card', () => {
  describe('reference moves, priced by hand', () => {
    for (const ref of references) {
      it(`when it is ${ref.name}, then it costs $${ref.price}, $${ref.booking} booked${ref.rough ? ', as a rough estimate' : ''}`, () => {
        const quote = priceMove(withDraft(ref.edit), { roadMiles: ref.roadMiles });
        expect(quote.estimateQuotePrice, JSON.stringify(quote.lines)).to.equal(ref.price);
        expect(quote.bookingPrice).to.equal(ref.booking);
        expect(quote.estimateQuoteFlag).to.equal(ref.rough);
        expect(sum(quote)).to.equal(ref.price);
        for (const [rule, amount] of Object.entries(ref.lines ?? {})) expect(amountOf(quote, rule), rule).to.equal(amount);
      });
    }

    it('when the worked example 3 is priced, then its lines are exactly those of docs/pricing.md, in order', () => {
      const quote = priceMove(withDraft(reference('everything at once').edit), { roadMiles: 25 });
      expect(quote.lines.map((line) => [line.rule, line.amount])).to.deep.equal(Object.entries(reference('everything at once').lines!));
      expect(quote).to.include({ movers: 3, hours: 7, roadMiles: 25 });
      expect(quote.datePrices).to.deep.equal([
        { date: SATURDAY, price: 3969 },
        { date: SUNDAY, price: 3969 },
      ]);
    });

    it('when one date is a weekday and the other a Saturday, then both are priced and the dearer one is the price', () => {
      const quote = priceMove(withDraft(reference('a medium packing kit').edit), { roadMiles: 10 });
      expect(quote.datePrices).to.deep.equal([
        { date: TUESDAY, price: 819 },
        { date: SATURDAY, price: 920 },
      ]);
    });

    it('when the reference move is priced, then its lines read as a mover would write them', () => {
      const quote = priceMove(withDraft(reference('stairs at both ends').edit), { roadMiles: 10 });
      expect(quote.lines.map((line) => line.label)).to.deep.equal([
        '2 movers × 4 h at $60 (5 rooms)',
        'Truck and equipment',
        'Drive 10 road miles at 30 mph: 2 movers × 20 min at $60',
        'Pickup access: 2 flights of stairs (2 movers × 30 min)',
        'Drop-off access: 1 flight of stairs (2 movers × 15 min)',
      ]);
      expect(quote).to.include({ movers: 2, hours: 4 });
    });

    it('when a move has a line of every kind, then each label is its catalogue key and parameters, in the same words', () => {
      const quote = priceMove(
        withDraft((d) => {
          d.serviceType = { packingAndMoving: true, boxedAndReadyToGo: false };
          d.pickupTab1.noOfFloors = '3';
          d.pickupTab2.moversWillNeedToNavigate = { ...d.pickupTab2.moversWillNeedToNavigate, alley: true, 'other(pleaseexplain)': true };
          d.pickupTab2.otherDesc = 'A narrow gate';
          d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 };
          d.dropLocationTab.moversWillNeedToNavigate = { ...d.dropLocationTab.moversWillNeedToNavigate, freightelevator: true };
          d.packingSupplies = { ...d.packingSupplies, mediumPacking: true };
          d.additionalHelp = { disassemblefurniture: true, reassemblefurniture: true, unpacking: true };
          d.moveDatePreferences.preferredDateOpt2 = SATURDAY;
        }),
        { roadMiles: 10 },
      );
      expect(quote.lines.map((line) => line.rule)).to.include.members([
        'labour',
        'truck',
        'drive',
        'access.pickup',
        'access.dropoff',
        'packing',
        'kit',
        'help.disassembly',
        'help.reassembly',
        'help.unpacking',
        'heavy.uprightpiano',
        'weekend',
      ]);
      expect(quote.lines.find((line) => line.rule === 'access.pickup')!.label).to.equal(
        'Pickup access: 2 flights of stairs, alley or long carry, other (2 movers × 90 min)',
      );
      // Stored as key and parameters (options as their keys in the options book, a day as its
      // timestamp, a price as its dollars), they say the same English words as the label.
      const english = wordingFor('en');
      for (const line of quote.lines)
        expect(english.t(line.labelMessage!.key as WordKey, line.labelMessage!.params as WordParams), line.rule).to.equal(line.label);
      const spanish = priceLinesIn(quote.lines, wordingFor('es'));
      expect(spanish.map((line) => [line.rule, line.quantity, line.amount])).to.deep.equal(quote.lines.map((line) => [line.rule, line.quantity, line.amount]));
      for (const line of spanish) expect(line.label, line.rule).to.not.match(/\{\w+\}/);
      expect(spanish.find((line) => line.rule === 'weekend')!.label).to.match(/sábado/);
    });

    it('when the pickup is over 5,000 sq ft or has any heavy item, then and only then is it a rough estimate', () => {
      for (const band of SIZE_BANDS) {
        const quote = priceMove(
          withDraft((d) => (d.pickupTab1.pickUpLocationSize = band.key)),
          { roadMiles: 10 },
        );
        expect(quote.estimateQuoteFlag, band.key).to.equal(band.key === 'More than 5,000 sq.ft.');
      }
      for (const item of HEAVY_ITEMS) {
        const quote = priceMove(
          withDraft((d) => (d.pickupTab2.heavyItemsToMove = { [item.key]: 1 })),
          { roadMiles: 10 },
        );
        expect(quote.estimateQuoteFlag, item.key).to.equal(true);
        expect(amountOf(quote, `heavy.${item.key}`), item.key).to.equal(RATE_CARD.heavyItems[item.key]);
      }
    });
  });

  describe('properties over generated drafts', () => {
    const roomCounts = fc.record(Object.fromEntries(ROOMS.map((room) => [room.key, fc.integer({ min: 0, max: 6 })])) as Record<string, fc.Arbitrary<number>>);
    const flags = fc.record(Object.fromEntries(OBSTACLES.map((o) => [o.key, fc.boolean()])) as Record<ObstacleKey, fc.Arbitrary<boolean>>);
    const heavy = fc.record(
      Object.fromEntries(
        HEAVY_ITEMS.map((item) => [item.key, fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) })]),
      ) as Record<string, fc.Arbitrary<number>>,
    );
    // Two different days in a three-week window: weekdays and weekends both.
    const dates = fc
      .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => [TUESDAY + a * DAY_MS, TUESDAY + b * DAY_MS] as const);

    const drafts = fc
      .record({
        band: fc.constantFrom(...SIZE_BANDS.map((b) => b.key)),
        rooms: roomCounts,
        pickupFloor: fc.constantFrom(...FLOORS),
        dropFloor: fc.constantFrom(...FLOORS),
        pickupFlags: flags,
        dropFlags: flags,
        heavy,
        packing: fc.boolean(),
        kit: fc.constantFrom(undefined, ...PACKING_KITS.map((k) => k.key)),
        help: fc.record({ disassemblefurniture: fc.boolean(), reassemblefurniture: fc.boolean(), unpacking: fc.boolean() }),
        dates,
      })
      .map((g) =>
        withDraft((d) => {
          d.serviceType = { boxedAndReadyToGo: !g.packing, packingAndMoving: g.packing };
          d.moveDatePreferences = { preferredDateOpt1: g.dates[0], preferredDateOpt2: g.dates[1] };
          d.pickupTab1.pickUpLocationSize = g.band;
          d.pickupTab1.pickUpRooms = g.rooms;
          d.pickupTab1.noOfFloors = g.pickupFloor;
          d.dropLocationTab.dropLocationNoOfFloor = g.dropFloor;
          d.pickupTab2.moversWillNeedToNavigate = g.pickupFlags;
          d.dropLocationTab.moversWillNeedToNavigate = g.dropFlags;
          d.pickupTab2.heavyItemsToMove = g.heavy;
          if (g.kit) d.packingSupplies[g.kit] = true;
          d.additionalHelp = g.help;
        }),
      );
    const miles = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);
    const runs = { numRuns: 300 };
    const price = (draft: MoveDraft, roadMiles: number) => priceMove(draft, { roadMiles });

    /** Neither the price nor the price on either date goes down. */
    const notCheaper = (before: Quote, after: Quote) => {
      expect(after.estimateQuotePrice).to.be.at.least(before.estimateQuotePrice);
      after.datePrices.forEach((p, i) => expect(p.price).to.be.at.least(before.datePrices[i]!.price));
    };

    it('when any draft is priced, then the lines add up to the price, a positive whole number of dollars', () => {
      fc.assert(
        fc.property(drafts, miles, (draft, roadMiles) => {
          const quote = price(draft, roadMiles);
          expect(Number.isInteger(quote.estimateQuotePrice) && quote.estimateQuotePrice > 0).to.equal(true);
          expect(sum(quote)).to.equal(quote.estimateQuotePrice);
          for (const line of quote.lines) expect(Number.isInteger(line.amount) && line.amount > 0, line.rule).to.equal(true);
          expect(Math.max(...quote.datePrices.map((p) => p.price))).to.equal(quote.estimateQuotePrice);
        }),
        runs,
      );
    });

    it('when any draft is priced, then a fixed price books at 90% rounded up and a rough estimate at itself', () => {
      fc.assert(
        fc.property(drafts, miles, (draft, roadMiles) => {
          const quote = price(draft, roadMiles);
          const heavyPieces = Object.values(draft.pickupTab2.heavyItemsToMove).reduce((a: number, b) => a + (b ?? 0), 0);
          expect(quote.estimateQuoteFlag).to.equal(heavyPieces > 0 || draft.pickupTab1.pickUpLocationSize === 'More than 5,000 sq.ft.');
          if (quote.estimateQuoteFlag) expect(quote.bookingPrice).to.equal(quote.estimateQuotePrice);
          else {
            expect(quote.bookingPrice).to.equal(Math.ceil((quote.estimateQuotePrice * 9) / 10));
            expect(quote.bookingPrice * 10)
              .to.be.at.least(quote.estimateQuotePrice * 9)
              .and.below(quote.estimateQuotePrice * 9 + 10);
          }
        }),
        runs,
      );
    });

    it('when a room of any kind is added, then the move is never cheaper', () => {
      fc.assert(
        fc.property(drafts, miles, fc.constantFrom(...ROOMS.map((r) => r.key)), (draft, roadMiles, room) => {
          const more = withDraft((d) => (d.pickupTab1.pickUpRooms[room] = (d.pickupTab1.pickUpRooms[room] ?? 0) + 1), draft);
          notCheaper(price(draft, roadMiles), price(more, roadMiles));
        }),
        runs,
      );
    });

    it('when rooms are added beyond the minimum labour, then each one costs more', () => {
      fc.assert(
        fc.property(drafts, fc.constantFrom(...ROOMS.map((r) => r.key)), (draft, room) => {
          const base = withDraft((d) => (d.pickupTab1.pickUpRooms = { livingroom: 20 }), draft);
          const more = withDraft((d) => (d.pickupTab1.pickUpRooms[room] = (d.pickupTab1.pickUpRooms[room] ?? 0) + 1), base);
          expect(price(more, 10).estimateQuotePrice).to.be.above(price(base, 10).estimateQuotePrice);
        }),
        runs,
      );
    });

    it('when either end is on a higher floor, then the move is never cheaper', () => {
      fc.assert(
        fc.property(drafts, miles, fc.boolean(), (draft, roadMiles, atPickup) => {
          const floorOf = (d: MoveDraft) => (atPickup ? d.pickupTab1.noOfFloors : d.dropLocationTab.dropLocationNoOfFloor);
          const index = FLOORS.indexOf(floorOf(draft));
          if (index === FLOORS.length - 1) return;
          const higher = withDraft((d) => {
            if (atPickup) d.pickupTab1.noOfFloors = FLOORS[index + 1]!;
            else d.dropLocationTab.dropLocationNoOfFloor = FLOORS[index + 1]!;
          }, draft);
          notCheaper(price(draft, roadMiles), price(higher, roadMiles));
        }),
        runs,
      );
    });

    it('when stairs, multiple floors, an alley or other is ticked, or a second elevator, then the move is never cheaper', () => {
      const elevators: ObstacleKey[] = ['passengerelevator', 'freightelevator'];
      fc.assert(
        fc.property(drafts, miles, fc.constantFrom(...OBSTACLES.map((o) => o.key)), fc.boolean(), (draft, roadMiles, key, atPickup) => {
          const flagsOf = (d: MoveDraft): NavigationFlags => (atPickup ? d.pickupTab2.moversWillNeedToNavigate : d.dropLocationTab.moversWillNeedToNavigate);
          const current = flagsOf(draft);
          if (current[key]) return;
          if (elevators.includes(key) && !elevators.some((e) => current[e])) return; // the first elevator: next property
          const more = withDraft((d) => (flagsOf(d)[key] = true), draft);
          notCheaper(price(draft, roadMiles), price(more, roadMiles));
        }),
        runs,
      );
    });

    it('when an elevator is ticked, then the floor no longer matters, and on the ground or first floor it never makes the move cheaper', () => {
      fc.assert(
        fc.property(drafts, fc.constantFrom<ObstacleKey>('passengerelevator', 'freightelevator'), fc.constantFrom(...FLOORS), (draft, elevator, floor) => {
          const withElevator = withDraft((d) => (d.pickupTab2.moversWillNeedToNavigate[elevator] = true), draft);
          const onFloor = withDraft((d) => (d.pickupTab1.noOfFloors = floor), withElevator);
          expect(price(onFloor, 10).estimateQuotePrice).to.equal(price(withElevator, 10).estimateQuotePrice);
          const low = withDraft((d) => {
            d.pickupTab1.noOfFloors = 'Ground';
            d.pickupTab2.moversWillNeedToNavigate = { ...d.pickupTab2.moversWillNeedToNavigate, passengerelevator: false, freightelevator: false };
          }, draft);
          notCheaper(
            price(low, 10),
            price(
              withDraft((d) => (d.pickupTab2.moversWillNeedToNavigate[elevator] = true), low),
              10,
            ),
          );
        }),
        runs,
      );
    });

    it('when a heavy item is added, then the move is never cheaper and becomes a rough estimate', () => {
      fc.assert(
        fc.property(drafts, miles, fc.constantFrom(...HEAVY_ITEMS.map((i) => i.key)), (draft, roadMiles, item) => {
          const more = withDraft((d) => (d.pickupTab2.heavyItemsToMove[item] = (d.pickupTab2.heavyItemsToMove[item] ?? 0) + 1), draft);
          const after = price(more, roadMiles);
          expect(after.estimateQuotePrice).to.be.above(price(draft, roadMiles).estimateQuotePrice);
          expect(after.estimateQuoteFlag).to.equal(true);
        }),
        runs,
      );
    });

    it('when a kit or any additional help is added, then the move costs more', () => {
      fc.assert(
        fc.property(
          drafts,
          miles,
          fc.constantFrom(...PACKING_KITS.map((k) => k.key)),
          fc.constantFrom('disassemblefurniture', 'reassemblefurniture', 'unpacking' as const),
          (draft, roadMiles, kit, help) => {
            const before = price(draft, roadMiles);
            if (!PACKING_KITS.some((k) => draft.packingSupplies[k.key])) {
              notCheaper(
                before,
                price(
                  withDraft((d) => (d.packingSupplies[kit] = true), draft),
                  roadMiles,
                ),
              );
              expect(
                price(
                  withDraft((d) => (d.packingSupplies[kit] = true), draft),
                  roadMiles,
                ).estimateQuotePrice,
              ).to.be.above(before.estimateQuotePrice);
            }
            if (!draft.additionalHelp[help]) {
              const after = price(
                withDraft((d) => (d.additionalHelp[help] = true), draft),
                roadMiles,
              );
              notCheaper(before, after);
              expect(after.estimateQuotePrice).to.be.above(before.estimateQuotePrice);
            }
          },
        ),
        runs,
      );
    });

    it('when Packing and Moving is chosen instead of Boxed and Ready to Go, then the move costs more', () => {
      fc.assert(
        fc.property(drafts, miles, (draft, roadMiles) => {
          const boxed = withDraft((d) => (d.serviceType = { boxedAndReadyToGo: true, packingAndMoving: false }), draft);
          const packed = withDraft((d) => (d.serviceType = { boxedAndReadyToGo: false, packingAndMoving: true }), draft);
          expect(price(packed, roadMiles).estimateQuotePrice).to.be.above(price(boxed, roadMiles).estimateQuotePrice);
        }),
        runs,
      );
    });

    it('when the move is longer, then it is never cheaper', () => {
      fc.assert(
        fc.property(drafts, miles, miles, (draft, a, b) => {
          notCheaper(price(draft, Math.min(a, b)), price(draft, Math.max(a, b)));
        }),
        runs,
      );
    });

    it('when a date falls on a weekend, then it is never cheaper than a weekday, and the price is the dearer date', () => {
      fc.assert(
        fc.property(drafts, miles, (draft, roadMiles) => {
          const quote = price(draft, roadMiles);
          const weekday = quote.datePrices.filter((p) => !isWeekend(p.date)).map((p) => p.price);
          const weekend = quote.datePrices.filter((p) => isWeekend(p.date)).map((p) => p.price);
          for (const w of weekend) for (const d of weekday) expect(w).to.be.at.least(d);
          expect(quote.lines.some((line) => line.rule === 'weekend')).to.equal(weekend.length > 0);
          const onWeekdays = withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: TUESDAY, preferredDateOpt2: WEDNESDAY }), draft);
          const onSaturday = withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: TUESDAY, preferredDateOpt2: SATURDAY }), draft);
          expect(price(onSaturday, roadMiles).estimateQuotePrice).to.be.above(price(onWeekdays, roadMiles).estimateQuotePrice);
        }),
        runs,
      );
    });
  });
});

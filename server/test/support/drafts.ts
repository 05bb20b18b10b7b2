import { DAY_MS, todayIn, weekdayOf } from '@moveday/openapi';
import type { MoveDraft } from '../../src/modules/quotes/index.js';

/** The first calendar day on the given weekday (0 Sunday ... 6 Saturday) at least `minDays` after today in Denver. */
export function nextWeekday(weekday: number, minDays = 7): number {
  let day = todayIn('America/Denver') + minDays * DAY_MS;
  while (weekdayOf(day) !== weekday) day += DAY_MS;
  return day;
}

export const DENVER = { streetaddress: '1600 Glenarm Pl', streetaddress2: 'Apt 4', city: 'Denver', state: 'CO', zipcode: '80202' };
export const DENVER_EAST = { streetaddress: '2200 Kearney St', city: 'Denver', state: 'CO', zipcode: '80207' };

/** A two-bedroom apartment moving across Denver on two weekdays: a plain fixed-price move. */
export function denverDraft(): MoveDraft {
  const tuesday = nextWeekday(2);
  return {
    serviceType: { boxedAndReadyToGo: true, packingAndMoving: false },
    moveDatePreferences: { preferredDateOpt1: tuesday, preferredDateOpt2: tuesday + DAY_MS },
    pickupTab1: {
      whereYouMovingFrom: 'apartment / condo',
      pickUpLocationSize: '1,000 - 1,500',
      noOfFloors: '2',
      pickUpRooms: { livingroom: 1, bedroom: 2, kitchen: 1, bathroom: 1 },
      pickUpAddress: { ...DENVER },
      pickUpAddressFilled: true,
    },
    pickupTab2: { moversWillNeedToNavigate: { passengerelevator: true }, otherDesc: '', otherDescFilled: false, heavyItemsToMove: {} },
    dropLocationTab: {
      moveTo: 'house',
      dropLocationSize: '1,000 - 1,500',
      dropLocationNoOfFloor: 'Ground',
      dropoffAddress: { ...DENVER_EAST },
      dropoffAddressFilled: true,
      anythingElseToKnow: 'Street parking only.',
      moversWillNeedToNavigate: {},
      otherDesc: '',
    },
    packingSupplies: { loadingAndUnloading: false, mediumPacking: false, largePacking: false },
    servicesTab: { desiredDeliveryDate: { preferredDate: null } },
    additionalHelp: { disassemblefurniture: false, reassemblefurniture: false, unpacking: false },
  };
}

/** A deep copy changed by `edit`, for one-rule-at-a-time tests. */
export function withDraft(edit: (draft: MoveDraft) => void, base: MoveDraft = denverDraft()): MoveDraft {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}

import {
  ADDITIONAL_HELP,
  HEAVY_ITEMS,
  OBSTACLES,
  PACKING_KITS,
  ROOMS,
  SERVICE_AREAS,
  stateCode,
  type PackingKitKey,
  type ServiceTypeKey,
} from './catalogue.js';
import { todayIn } from './dates.js';
import { moveDraftProblems, type Address, type MoveDraft, type Problems } from './moveRules.js';

/**
 * Editing a move draft, as the wizard and the console's order forms do: a blank draft, the
 * exclusive choices (service type, packing kit) and "today" where the move starts.
 */

export const emptyAddress = (): Address => ({ streetaddress: '', streetaddress2: '', city: '', state: '', zipcode: '' });

const zeroes = (keys: readonly { key: string }[]) => Object.fromEntries(keys.map((k) => [k.key, 0]));
const noFlags = () => Object.fromEntries(OBSTACLES.map((o) => [o.key, false]));

export function emptyDraft(): MoveDraft {
  return {
    serviceType: { boxedAndReadyToGo: false, packingAndMoving: false },
    moveDatePreferences: { preferredDateOpt1: null, preferredDateOpt2: null },
    pickupTab1: { whereYouMovingFrom: '', pickUpLocationSize: '', noOfFloors: '', pickUpRooms: zeroes(ROOMS), pickUpAddress: emptyAddress() },
    pickupTab2: { moversWillNeedToNavigate: noFlags(), otherDesc: '', heavyItemsToMove: zeroes(HEAVY_ITEMS) },
    dropLocationTab: {
      moveTo: '',
      dropLocationSize: '',
      dropLocationNoOfFloor: '',
      dropoffAddress: emptyAddress(),
      anythingElseToKnow: '',
      moversWillNeedToNavigate: noFlags(),
      otherDesc: '',
    },
    packingSupplies: { loadingAndUnloading: false, mediumPacking: false, largePacking: false },
    servicesTab: { desiredDeliveryDate: { preferredDate: null } },
    additionalHelp: Object.fromEntries(ADDITIONAL_HELP.map((h) => [h.key, false])) as MoveDraft['additionalHelp'],
  };
}

/** A changed copy: `edit` mutates a deep copy, the original stays as it was. */
export function changed<T>(value: T, edit: (copy: T) => void): T {
  const copy = structuredClone(value);
  edit(copy);
  return copy;
}

export const selectedKit = (draft: MoveDraft): PackingKitKey | '' => PACKING_KITS.find((kit) => draft.packingSupplies?.[kit.key])?.key ?? '';

/**
 * Choosing a kit is exclusive; the blank choice ('Not Required') turns all three kit flags off
 * and clears the delivery date. The wizard clears the date on any change of kit (customer-side
 * §4); the console keeps it when one kit replaces another (admin-side §4: `keepDeliveryDate`).
 */
export function withKit(draft: MoveDraft, kit: PackingKitKey | '', keepDeliveryDate = false): MoveDraft {
  return changed(draft, (d) => {
    d.packingSupplies = { loadingAndUnloading: false, mediumPacking: false, largePacking: false };
    if (kit) d.packingSupplies[kit] = true;
    if (!kit || !keepDeliveryDate) d.servicesTab = { desiredDeliveryDate: { preferredDate: null } };
  });
}

export function serviceTypeKey(draft: MoveDraft): ServiceTypeKey | '' {
  if (draft.serviceType?.boxedAndReadyToGo) return 'boxedAndReadyToGo';
  if (draft.serviceType?.packingAndMoving) return 'packingAndMoving';
  return '';
}

/** Service type is exclusive: choosing one turns the other off. */
export const withServiceType = (draft: MoveDraft, key: ServiceTypeKey): MoveDraft =>
  changed(draft, (d) => {
    d.serviceType = { boxedAndReadyToGo: key === 'boxedAndReadyToGo', packingAndMoving: key === 'packingAndMoving' };
  });

/** The time zone a move's "today" is read in (DESIGN §2): its pickup state's, Denver's when unknown. */
export function timeZoneOf(state: string | undefined | null): string {
  const code = state ? stateCode(state) : undefined;
  return SERVICE_AREAS.find((area) => area.state === code)?.timeZone ?? 'America/Denver';
}

export const todayFor = (state: string | undefined | null): number => todayIn(timeZoneOf(state));

/** Today where the move starts (its pickup state's time zone). */
export const todayOf = (draft: MoveDraft): number => todayFor(draft.pickupTab1?.pickUpAddress?.state);

/** The move rules the server applies, for the draft as it stands. */
export const draftProblems = (draft: MoveDraft, allowPastDates = false): Problems => moveDraftProblems(draft, { today: todayOf(draft), allowPastDates });

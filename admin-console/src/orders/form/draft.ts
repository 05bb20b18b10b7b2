import { ADDITIONAL_HELP, HEAVY_ITEMS, OBSTACLES, PACKING_KITS, ROOMS, moveDraftProblems, type PackingKitKey } from '@moveday/openapi';
import { todayFor } from '../../lib/format';
import type { Address, CustomerDetails, MoveDraft } from '../../lib/types';

export const emptyAddress = (): Address => ({ streetaddress: '', streetaddress2: '', city: '', state: '', zipcode: '' });

const zeroes = (keys: readonly { key: string }[]) => Object.fromEntries(keys.map((k) => [k.key, 0]));
const noFlags = () => Object.fromEntries(OBSTACLES.map((o) => [o.key, false]));

/** A blank Add Order form. */
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

export const emptyCustomer = (): CustomerDetails => ({ firstName: '', lastName: '', userEmail: '', userPhone: '' });

/** The move draft's fields out of an order record (which carries much else). */
export function draftOf(record: MoveDraft): MoveDraft {
  const { serviceType, moveDatePreferences, pickupTab1, pickupTab2, dropLocationTab, packingSupplies, servicesTab, additionalHelp } = record;
  return structuredClone({ serviceType, moveDatePreferences, pickupTab1, pickupTab2, dropLocationTab, packingSupplies, servicesTab, additionalHelp });
}

/** A changed copy: `edit` mutates a deep copy, the original stays as it was. */
export function changed<T>(value: T, edit: (copy: T) => void): T {
  const copy = structuredClone(value);
  edit(copy);
  return copy;
}

export const selectedKit = (draft: MoveDraft): PackingKitKey | '' => PACKING_KITS.find((kit) => draft.packingSupplies?.[kit.key])?.key ?? '';

/** Choosing a kit is exclusive; the blank choice clears the kit, the delivery date and all three kit flags (admin-side §4). */
export function withKit(draft: MoveDraft, kit: PackingKitKey | ''): MoveDraft {
  return changed(draft, (d) => {
    d.packingSupplies = { loadingAndUnloading: false, mediumPacking: false, largePacking: false };
    if (kit) d.packingSupplies[kit] = true;
    else d.servicesTab = { desiredDeliveryDate: { preferredDate: null } };
  });
}

export function serviceTypeKey(draft: MoveDraft): 'boxedAndReadyToGo' | 'packingAndMoving' | '' {
  if (draft.serviceType?.boxedAndReadyToGo) return 'boxedAndReadyToGo';
  if (draft.serviceType?.packingAndMoving) return 'packingAndMoving';
  return '';
}

/** Today where the move starts (its pickup state's time zone). */
export const todayOf = (draft: MoveDraft): number => todayFor(draft.pickupTab1?.pickUpAddress?.state);

/** The move rules the server applies (the shared catalogue's), for the draft as it stands. */
export const draftProblems = (draft: MoveDraft, allowPastDates = false) => moveDraftProblems(draft, { today: todayOf(draft), allowPastDates });

export const isDraftEmpty = (draft: MoveDraft, customer: CustomerDetails): boolean =>
  JSON.stringify(draft) === JSON.stringify(emptyDraft()) && JSON.stringify(customer) === JSON.stringify(emptyCustomer());

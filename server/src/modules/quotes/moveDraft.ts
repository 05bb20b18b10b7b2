/**
 * The residential move draft, as the wizard and the console send it (customer-side §3). These
 * interfaces generate the OpenAPI schema; the catalogue's option lists, ranges and text rule say
 * which values are valid and the service checks them with the spec's messages. Every text field
 * takes any valid Unicode but NUL, other control characters than TAB, LF and CR, DEL and unpaired
 * surrogates (400 naming the field).
 */

export interface Address {
  streetaddress: string;
  streetaddress2?: string;
  city: string;
  /** A two-letter code or a state's name. */
  state: string;
  /** Five digits. */
  zipcode: string;
}

export interface ServiceType {
  boxedAndReadyToGo: boolean;
  packingAndMoving: boolean;
}

/**
 * Calendar days: milliseconds of UTC midnight, from today in the pickup's time zone to the same day
 * two years on. An admin re-pricing an existing order may send days back to 2000-01-01.
 */
export interface MoveDatePreferences {
  preferredDateOpt1: number | null;
  preferredDateOpt2: number | null;
}

/** Counts per room: whole numbers from 0 to 20 each (more is refused, naming the room); a missing room counts 0. */
export interface PickUpRooms {
  livingroom?: number;
  bedroom?: number;
  kitchen?: number;
  diningroom?: number;
  bathroom?: number;
  study?: number;
  basement?: number;
  attic?: number;
  garage?: number;
}

/** What the movers must get past; a missing flag is false. */
export interface NavigationFlags {
  stairs?: boolean;
  alley?: boolean;
  multiplefloors?: boolean;
  passengerelevator?: boolean;
  freightelevator?: boolean;
  'other(pleaseexplain)'?: boolean;
}

/**
 * Counts per heavy item, keyed by the item's name lowercased with spaces removed: uprightpiano,
 * grandfatherclock, pooltableorshuffleboard, arcadegames, safe(over150lbs), televisionover65",
 * exerciseequipment, largeorheavystatueordecorations, reclinerorsleepersofa,
 * tempurpedic,medicalormurphybed, marbleorglasstopsover100lbs, heavybarbequegrillorsmoker,
 * itemsoverabalcony, itemsover6feettall, otherspecialtyitem(s). Whole numbers from 0 to 10 each
 * (more is refused, naming the item). A missing item counts 0; other keys are dropped. (A map
 * rather than named properties: one key holds a double quote.)
 */
export type HeavyItems = Record<string, number>;

export interface PickupTab1 {
  /** house, townhouse or apartment / condo */
  whereYouMovingFrom: string;
  /** One of the seven size bands. */
  pickUpLocationSize: string;
  /** Ground, 1 to 30, or Above 30. */
  noOfFloors: string;
  pickUpRooms: PickUpRooms;
  pickUpAddress: Address;
  /** Recomputed by the server; never trusted. */
  pickUpAddressFilled?: boolean;
}

export interface PickupTab2 {
  moversWillNeedToNavigate: NavigationFlags;
  /** Required while 'other(pleaseexplain)' is ticked; at most 250 characters. */
  otherDesc?: string;
  /** Recomputed by the server; never trusted. */
  otherDescFilled?: boolean;
  heavyItemsToMove: HeavyItems;
}

export interface DropLocationTab {
  moveTo: string;
  dropLocationSize: string;
  dropLocationNoOfFloor: string;
  dropoffAddress: Address;
  /** Recomputed by the server; never trusted. */
  dropoffAddressFilled?: boolean;
  /** At most 250 characters. */
  anythingElseToKnow?: string;
  moversWillNeedToNavigate: NavigationFlags;
  otherDesc?: string;
  otherDescFilled?: boolean;
}

/** One kit at most: loadingAndUnloading is the small kit. */
export interface PackingSupplies {
  loadingAndUnloading: boolean;
  mediumPacking: boolean;
  largePacking: boolean;
}

export interface ServicesTab {
  /**
   * The day the kit arrives (UTC midnight ms): set only with a kit, from today to the earlier
   * preferred date (an admin re-pricing may send days back to 2000-01-01).
   */
  desiredDeliveryDate: { preferredDate: number | null };
}

export interface AdditionalHelp {
  disassemblefurniture: boolean;
  reassemblefurniture: boolean;
  unpacking: boolean;
}

// The catalogue's MoveDraft (@moveday/openapi, which the shared rules and the apps use) is generated
// from these interfaces: one type, which both take without a cast.
export interface MoveDraft {
  serviceType: ServiceType;
  moveDatePreferences: MoveDatePreferences;
  pickupTab1: PickupTab1;
  pickupTab2: PickupTab2;
  dropLocationTab: DropLocationTab;
  packingSupplies: PackingSupplies;
  servicesTab: ServicesTab;
  additionalHelp: AdditionalHelp;
}

/**
 * The option lists of both specs. Keys are what travels on the wire; labels are what people see.
 * The server validates against these lists and both apps render them: nothing copies them.
 */

export const SERVICE_TYPES = [
  { key: 'boxedAndReadyToGo', label: 'Boxed and Ready to Go' },
  { key: 'packingAndMoving', label: 'Packing and Moving' },
] as const;
export type ServiceTypeKey = (typeof SERVICE_TYPES)[number]['key'];

export const MOVE_TYPES = [
  { key: 'house', label: 'House' },
  { key: 'townhouse', label: 'Townhouse' },
  { key: 'apartment / condo', label: 'Apartment / Condo' },
] as const;
export type MoveTypeKey = (typeof MOVE_TYPES)[number]['key'];

export const ROOMS = [
  { key: 'livingroom', label: 'Living Room' },
  { key: 'bedroom', label: 'Bedroom' },
  { key: 'kitchen', label: 'Kitchen' },
  { key: 'diningroom', label: 'Dining Room' },
  { key: 'bathroom', label: 'Bathroom' },
  { key: 'study', label: 'Study' },
  { key: 'basement', label: 'Basement' },
  { key: 'attic', label: 'Attic' },
  { key: 'garage', label: 'Garage' },
] as const;
export type RoomKey = (typeof ROOMS)[number]['key'];

/** The 15 heavy items; keys are the names lowercased with spaces removed. */
export const HEAVY_ITEMS = [
  { key: 'uprightpiano', label: 'Upright Piano' },
  { key: 'grandfatherclock', label: 'Grandfather Clock' },
  { key: 'pooltableorshuffleboard', label: 'Pool Table or Shuffle Board' },
  { key: 'arcadegames', label: 'Arcade Games' },
  { key: 'safe(over150lbs)', label: 'Safe (over 150 lbs)' },
  { key: 'televisionover65"', label: 'Television over 65"' },
  { key: 'exerciseequipment', label: 'Exercise Equipment' },
  { key: 'largeorheavystatueordecorations', label: 'Large or Heavy Statue or Decorations' },
  { key: 'reclinerorsleepersofa', label: 'Recliner or Sleeper Sofa' },
  { key: 'tempurpedic,medicalormurphybed', label: 'Tempurpedic, Medical or Murphy Bed' },
  { key: 'marbleorglasstopsover100lbs', label: 'Marble or Glass Tops over 100 lbs' },
  { key: 'heavybarbequegrillorsmoker', label: 'Heavy Barbeque Grill or Smoker' },
  { key: 'itemsoverabalcony', label: 'Items over a Balcony' },
  { key: 'itemsover6feettall', label: 'Items over 6 feet tall' },
  { key: 'otherspecialtyitem(s)', label: 'Other Specialty item(s)' },
] as const;
export type HeavyItemKey = (typeof HEAVY_ITEMS)[number]['key'];

export const SIZE_BANDS = [
  { key: 'Less than 1,000 sq.ft.', label: 'Less than 1,000 sq.ft.' },
  { key: '1,000 - 1,500', label: '1,000 - 1,500 sq.ft.' },
  { key: '1,500 - 2,000', label: '1,500 - 2,000 sq.ft.' },
  { key: '2,000 - 3,000', label: '2,000 - 3,000 sq.ft.' },
  { key: '3,000 - 4,000', label: '3,000 - 4,000 sq.ft.' },
  { key: '4,000 - 5,000', label: '4,000 - 5,000 sq.ft.' },
  { key: 'More than 5,000 sq.ft.', label: 'More than 5,000 sq.ft.' },
] as const;
export type SizeBandKey = (typeof SIZE_BANDS)[number]['key'];

/** Ground, 1 to 30, Above 30. */
export const FLOORS: readonly string[] = ['Ground', ...Array.from({ length: 30 }, (_, i) => String(i + 1)), 'Above 30'];

export const OBSTACLES = [
  { key: 'stairs', label: 'Stairs' },
  { key: 'alley', label: 'Alley' },
  { key: 'multiplefloors', label: 'Multiple Floors' },
  { key: 'passengerelevator', label: 'Passenger Elevator' },
  { key: 'freightelevator', label: 'Freight Elevator' },
  { key: 'other(pleaseexplain)', label: 'Other (Please explain)' },
] as const;
export type ObstacleKey = (typeof OBSTACLES)[number]['key'];
export const OTHER_OBSTACLE: ObstacleKey = 'other(pleaseexplain)';

export const PACKING_KITS = [
  {
    key: 'loadingAndUnloading',
    level: 'Small',
    label: '30-Box Small Packing Kit',
    boxes: 30,
    contents: ['10 small boxes', '10 medium boxes', '10 large boxes', '70 sheets of packing paper', '72 ft of bubble wrap', '2 rolls of tape', '1 marker'],
  },
  {
    key: 'mediumPacking',
    level: 'Medium',
    label: '50-Box Medium Packing Kit',
    boxes: 50,
    contents: ['15 small boxes', '15 medium boxes', '15 large boxes', '5 short wardrobe boxes', '140 sheets of packing paper', '3 rolls of tape', '2 markers'],
  },
  {
    key: 'largePacking',
    level: 'Large',
    label: '100-Box Large Packing Kit',
    boxes: 100,
    note: 'For a 4 bedroom house',
    contents: [
      'Small, medium, large and extra-large boxes, dish packs and wardrobe boxes (100 in all)',
      '9 wardrobe boxes',
      '560 sheets of packing paper',
      '11 rolls of tape',
      '5 markers',
      '4 mattress bags',
    ],
  },
] as const;
export type PackingKitKey = (typeof PACKING_KITS)[number]['key'];

export const ADDITIONAL_HELP = [
  { key: 'disassemblefurniture', label: 'Disassemble furniture' },
  { key: 'reassemblefurniture', label: 'Reassemble furniture' },
  { key: 'unpacking', label: 'Unpacking' },
] as const;
export type AdditionalHelpKey = (typeof ADDITIONAL_HELP)[number]['key'];

export const ENQUIRY_OPTIONS = ['Moving-Services', 'Moving-Partners', 'Investment-Opportunities', 'General-Information', 'All'] as const;
export type EnquiryOption = (typeof ENQUIRY_OPTIONS)[number];

/** Where we move people: each city with a central zip code; served means within SERVICE_RADIUS_MILES of one. */
export const SERVICE_AREAS = [
  { state: 'AZ', stateName: 'Arizona', timeZone: 'America/Phoenix', cities: [{ name: 'Tucson', zip: '85701' }] },
  {
    state: 'CO',
    stateName: 'Colorado',
    timeZone: 'America/Denver',
    cities: [
      { name: 'Colorado Springs', zip: '80903' },
      { name: 'Denver', zip: '80202' },
      { name: 'Fort Collins', zip: '80521' },
    ],
  },
  {
    state: 'NM',
    stateName: 'New Mexico',
    timeZone: 'America/Denver',
    cities: [
      { name: 'Albuquerque', zip: '87102' },
      { name: 'Santa Fe', zip: '87501' },
    ],
  },
  {
    state: 'TX',
    stateName: 'Texas',
    timeZone: 'America/Chicago',
    cities: [
      { name: 'Dallas', zip: '75201' },
      { name: 'Fort Worth', zip: '76102' },
    ],
  },
] as const;

/** The served cities' names, in the catalogue's order: a partner's service cities are some of these. */
export const SERVED_CITY_NAMES: readonly string[] = SERVICE_AREAS.flatMap((area) => area.cities.map((city) => city.name));

export const SERVICE_RADIUS_MILES = 50;
export const MAX_ROAD_MILES = 100;

/** US states and DC: an address may name its state by code or by name. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** 'co', 'Colorado' and ' CO ' all give 'CO'; anything else gives undefined. */
export function stateCode(value: string): string | undefined {
  const v = value.trim().toUpperCase();
  if (v in US_STATES) return v;
  return Object.keys(US_STATES).find((code) => US_STATES[code]!.toUpperCase() === v);
}

export const servedAreasText = (): string => SERVICE_AREAS.map((area) => `${area.stateName} (${area.cities.map((c) => c.name).join(', ')})`).join('; ');

export const ORDER_STATUSES = ['quoted', 'estimate_open', 'open', 'partnerassigned', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OPEN_STATUSES: readonly OrderStatus[] = ['estimate_open', 'open', 'partnerassigned'];
export const CLOSED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/**
 * A mail's sending (the console's Mail list): queued (not tried yet), retrying (an attempt failed,
 * another will come), sent, failed (every retry failed; an admin may send it again).
 */
export const MAIL_STATES = [
  { key: 'queued', label: 'Queued' },
  { key: 'retrying', label: 'Retrying' },
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
] as const;
export type MailState = (typeof MAIL_STATES)[number]['key'];

/**
 * An order's money beside its status (issue 34), read from its ledger: unpaid (nothing received),
 * deposit_paid (part of the price received), paid (the price or more), partly_refunded (money went
 * back, some is kept), refunded (all that came in went back).
 */
export const PAYMENT_STATES = [
  { key: 'unpaid', label: 'Unpaid' },
  { key: 'deposit_paid', label: 'Deposit paid' },
  { key: 'paid', label: 'Paid' },
  { key: 'partly_refunded', label: 'Partly refunded' },
  { key: 'refunded', label: 'Refunded' },
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number]['key'];

/** How money came in or went back: a card through Stripe, or what an admin recorded. */
export const PAYMENT_METHODS = [
  { key: 'card', label: 'Card' },
  { key: 'cash', label: 'Cash' },
  { key: 'check', label: 'Check' },
  { key: 'transfer', label: 'Bank transfer' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['key'];
/** The methods an admin records by hand (a card payment only ever comes from Stripe). */
export const MANUAL_PAYMENT_METHODS = ['cash', 'check', 'transfer'] as const satisfies readonly PaymentMethod[];
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** A ledger line: money received, money paid back, or a card payment the bank withdrew (a dispute). */
export const LEDGER_KINDS = [
  { key: 'payment', label: 'Payment' },
  { key: 'refund', label: 'Refund' },
  { key: 'dispute', label: 'Dispute' },
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number]['key'];

/** How a partner's statement was paid (issue 35): by hand (recorded by an admin) or a Stripe Connect transfer. */
export const PAYOUT_METHODS = [
  { key: 'transfer', label: 'Bank transfer' },
  { key: 'check', label: 'Check' },
  { key: 'cash', label: 'Cash' },
  { key: 'stripe', label: 'Stripe transfer' },
] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number]['key'];
/** The methods an admin records by hand (a Stripe transfer is recorded from Stripe's event). */
export const MANUAL_PAYOUT_METHODS = ['transfer', 'check', 'cash'] as const satisfies readonly PayoutMethod[];
export type ManualPayoutMethod = (typeof MANUAL_PAYOUT_METHODS)[number];

/**
 * A statement's state: unpaid (owed; a transfer that failed leaves it so, with the reason), sending
 * (a Stripe transfer was made and its event is awaited), paid.
 */
export const STATEMENT_STATES = [
  { key: 'unpaid', label: 'Unpaid' },
  { key: 'sending', label: 'Transfer sent' },
  { key: 'paid', label: 'Paid' },
] as const;
export type StatementState = (typeof STATEMENT_STATES)[number]['key'];

/**
 * An assignment's own state beside the order's status (DESIGN §10): offered (waiting for the
 * partner's answer), accepted, declined or expired (no answer by the deadline; the order is open again).
 */
export const ASSIGNMENT_STATES = [
  { key: 'offered', label: 'Offered' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'declined', label: 'Declined' },
  { key: 'expired', label: 'Expired' },
] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number]['key'];

/** The reasons a partner picks from when declining a job (or it writes its own). */
export const DECLINE_REASONS = ['Our crew is not free that day', 'Too far for our crew', 'The job is too big for our crew', 'The price is too low'] as const;

/** Why a customer cancels online: they pick one; `other` asks for their own words. */
export const CANCEL_REASONS = [
  { key: 'plansChanged', label: 'My plans changed' },
  { key: 'anotherMover', label: 'I found another mover' },
  { key: 'tooExpensive', label: 'The price is too high' },
  { key: 'movingMyself', label: 'I will move myself' },
  { key: 'other', label: 'Another reason' },
] as const;
export type CancelReasonKey = (typeof CANCEL_REASONS)[number]['key'];
export const OTHER_CANCEL_REASON: CancelReasonKey = 'other';

/**
 * A customer's change request beside the order's status (DESIGN §10): pending (waiting for an
 * admin), approved, declined (with a reason) or withdrawn (by the customer, or closed with the order).
 */
export const CHANGE_REQUEST_STATES = [
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'declined', label: 'Declined' },
  { key: 'withdrawn', label: 'Withdrawn' },
] as const;
export type ChangeRequestState = (typeof CHANGE_REQUEST_STATES)[number]['key'];

export const labelOf = <K extends string>(list: readonly { key: K; label: string }[], key: K): string => list.find((item) => item.key === key)?.label ?? key;

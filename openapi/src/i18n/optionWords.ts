import {
  ADDITIONAL_HELP,
  CANCEL_REASONS,
  CHANGE_REQUEST_STATES,
  HEAVY_ITEMS,
  MOVE_TYPES,
  OBSTACLES,
  PACKING_KITS,
  ROOMS,
  SERVICE_TYPES,
  SIZE_BANDS,
} from '../catalogue.js';

type Option = { readonly key: string; readonly label: string };
type Labels<Prefix extends string, List extends readonly Option[]> = { readonly [O in List[number] as `${Prefix}.${O['key']}`]: O['label'] };

const labels = <Prefix extends string, List extends readonly Option[]>(prefix: Prefix, list: List) =>
  Object.fromEntries(list.map((option) => [`${prefix}.${option.key}`, option.label])) as Labels<Prefix, List>;

/**
 * The catalogue's option labels as a book of words: `room.bedroom` is "Bedroom". The lists keep
 * their keys (what travels on the wire) and English labels (the console's, the exports'); the
 * customer site and the server's customer-facing words show `optionLabel(...)` through a book.
 */
export const OptionWords = {
  ...labels('serviceType', SERVICE_TYPES),
  ...labels('moveType', MOVE_TYPES),
  ...labels('room', ROOMS),
  ...labels('heavyItem', HEAVY_ITEMS),
  ...labels('sizeBand', SIZE_BANDS),
  ...labels('obstacle', OBSTACLES),
  ...labels('packingKit', PACKING_KITS),
  ...labels('additionalHelp', ADDITIONAL_HELP),
  ...labels('cancelReason', CANCEL_REASONS),
  ...labels('changeRequestState', CHANGE_REQUEST_STATES),
  'floor.Ground': 'Ground',
  'floor.Above 30': 'Above 30',
  'declineReason.0': 'Our crew is not free that day',
  'declineReason.1': 'Too far for our crew',
  'declineReason.2': 'The job is too big for our crew',
  'declineReason.3': 'The price is too low',
  'enquiryOption.Moving-Services': 'Moving-Services',
  'enquiryOption.Moving-Partners': 'Moving-Partners',
  'enquiryOption.Investment-Opportunities': 'Investment-Opportunities',
  'enquiryOption.General-Information': 'General-Information',
  'enquiryOption.All': 'All',
} as const;

export type OptionWordKey = keyof typeof OptionWords;

/**
 * A partner travels in two forms (admin-side §3), and every answer carries both:
 * - grouped: `partnerDetails { companyName, state, city }`, `primaryContact { ... }`, `secondaryContact { ... }`;
 * - flat: `companyName`, `city`, `state`, `namePrimaryContact`, `primaryPhonePrimaryContact`, ...,
 *   `notesSecondaryContact`.
 * A request may use either, or both: where both carry a field with different values, the grouped
 * one wins, except on an edit where the grouped one still holds the stored value and the flat one
 * was changed (a record sent back whole with only its flat fields edited).
 */

/** One contact person as a form holds it. Every field is optional here so that a missing one gets the spec's message. */
export interface PartnerContactInput {
  name?: string | null;
  /** Exactly 10 digits. */
  primaryPhone?: string | null;
  /** Exactly 10 digits, when given. */
  secondaryPhone?: string | null;
  primaryEmail?: string | null;
  secondaryEmail?: string | null;
  /** At most 100 characters. */
  notes?: string | null;
}

export interface PartnerDetailsInput {
  /** At most 60 characters. */
  companyName?: string | null;
  /** At most 30 characters; a US state's code or name is shown as its code in `location`. */
  state?: string | null;
  /** At most 30 characters. */
  city?: string | null;
  /** The served cities it works in (see the catalogue's served areas); [] = every area. Absent on an edit: kept. */
  serviceCities?: string[] | null;
  /** Moves it can do on one day, 1 to 50; null = no daily limit. Absent on an edit: kept. */
  crews?: number | null;
  /** At most 40 characters. */
  licenceNumber?: string | null;
  /** The insurance's last day (UTC midnight ms); null = not on file. Absent on an edit: kept. */
  insuranceExpires?: number | null;
}

/**
 * Add Partner's form, grouped or flat. Mandatory: company name, state, city, and the primary
 * contact's name, primary email and primary phone.
 */
export interface PartnerInput {
  partnerDetails?: PartnerDetailsInput | null;
  primaryContact?: PartnerContactInput | null;
  secondaryContact?: PartnerContactInput | null;
  companyName?: string | null;
  city?: string | null;
  state?: string | null;
  /** The served cities it works in (see the catalogue's served areas); [] = every area. Absent on an edit: kept. */
  serviceCities?: string[] | null;
  /** Moves it can do on one day, 1 to 50; null = no daily limit. Absent on an edit: kept. */
  crews?: number | null;
  /** At most 40 characters. */
  licenceNumber?: string | null;
  /** The insurance's last day (UTC midnight ms); null = not on file. Absent on an edit: kept. */
  insuranceExpires?: number | null;
  namePrimaryContact?: string | null;
  primaryPhonePrimaryContact?: string | null;
  secondaryPhonePrimaryContact?: string | null;
  primaryEmailPrimaryContact?: string | null;
  secondaryEmailPrimaryContact?: string | null;
  notesPrimaryContact?: string | null;
  nameSecondaryContact?: string | null;
  primaryPhoneSecondaryContact?: string | null;
  secondaryPhoneSecondaryContact?: string | null;
  primaryEmailSecondaryContact?: string | null;
  secondaryEmailSecondaryContact?: string | null;
  notesSecondaryContact?: string | null;
}

/** Edit Partner's form: the whole partner as edited, and which partner. */
export interface PartnerEditInput extends PartnerInput {
  /** The partner's database id. */
  partnerID: string;
}

export interface PartnerReference {
  /** The partner's database id. */
  partnerID: string;
}

export interface PartnerContact {
  name: string;
  primaryPhone: string;
  secondaryPhone: string;
  primaryEmail: string;
  secondaryEmail: string;
  notes: string;
}

/** What makes a partner fit for a job (dispatch). */
export interface PartnerFitness {
  /** Served city names; [] = every area. */
  serviceCities: string[];
  /** Moves it can do on one day; null = no daily limit. */
  crews: number | null;
  /** '' when none. */
  licenceNumber: string;
  /** The insurance's last day (UTC midnight ms); null = not on file. */
  insuranceExpires: number | null;
}

/** How busy a partner is: its jobs (offered, accepted or completed) by their move day, Monday to Sunday in Denver's time. */
export interface PartnerLoad {
  thisWeek: number;
  nextWeek: number;
  /** Days of this week and the next on which it has as many jobs as crews (0 without a daily limit). */
  daysAtCapacity: number;
}

/** The Partner Details form of a partner as it reads back. */
export interface PartnerDetailsView extends PartnerFitness {
  companyName: string;
  state: string;
  city: string;
}

/** A partner as every answer gives it: both forms, and the list's `location`. Absent optional fields are ''. */
export interface Partner extends PartnerFitness {
  /** The database id (react-admin's record id); the same as partnerID. */
  id: string;
  /** The database id, as the spec names it (`partnerDatabaseID` in the assign call). */
  partnerID: string;
  companyName: string;
  state: string;
  city: string;
  /** "City, ST": the state as its two-letter code when it is a US state's code or name, else as typed. */
  location: string;
  partnerDetails: PartnerDetailsView;
  primaryContact: PartnerContact;
  secondaryContact: PartnerContact;
  namePrimaryContact: string;
  primaryPhonePrimaryContact: string;
  secondaryPhonePrimaryContact: string;
  primaryEmailPrimaryContact: string;
  secondaryEmailPrimaryContact: string;
  notesPrimaryContact: string;
  nameSecondaryContact: string;
  primaryPhoneSecondaryContact: string;
  secondaryPhoneSecondaryContact: string;
  primaryEmailSecondaryContact: string;
  secondaryEmailSecondaryContact: string;
  notesSecondaryContact: string;
  load: PartnerLoad;
  /** Its customers' mean rating of completed moves, to one decimal; null while it has none. */
  ratingAverage: number | null;
  ratingCount: number;
  /** ms since the epoch. */
  createdAt: number;
  updatedAt: number;
}

/** The answer of the spec's partner calls: `error: false`, a message to show, and the partner as it now is. */
export interface PartnerResult {
  error: false;
  message: string;
  result: Partner;
}

/** A day a partner cannot work. */
export interface DayOff {
  /** UTC midnight ms. */
  day: number;
  /** Who marked it: an admin in the console, or the partner in its own area. */
  setBy: 'admin' | 'partner';
}

/** A partner's days off from today (Denver's) on, by day. */
export interface DaysOffAnswer {
  daysOff: DayOff[];
}

export interface DayOffRequest {
  /** The day (UTC midnight ms): today or later, at most two years ahead. */
  day: number;
}

/**
 * The commercial move form's `commercialDetails`, sent as the body itself. Every field is required;
 * they are optional here only so that a missing one gets the spec's message ('Fill all the
 * mandatory fields') with the field named, rather than a schema error.
 */
export interface CommercialEnquiryRequest {
  /** At most 60 characters. */
  fromlocation?: string;
  /** At most 60 characters. */
  tolocation?: string;
  /** Letters and spaces, at most 50 characters. */
  firstname?: string;
  /** Letters and spaces, at most 50 characters. */
  lastname?: string;
  /** @example "dana.reyes@example.com" */
  useremail?: string;
  /**
   * Ten digits; spaces, dots, dashes and parentheses between them are ignored.
   * @example "3035550100"
   */
  userphone?: string;
  /** What is moving, at most 120 characters. */
  moredesc?: string;
}

/**
 * The landing page's 'Get in touch with us' form. `selectOption`, the names, `phone` and `email`
 * are required; they are optional here only so that a missing one gets the spec's message.
 */
export interface HomeEnquiryRequest {
  /** What the enquiry is about: one of Moving-Services, Moving-Partners, Investment-Opportunities, General-Information, All (the catalogue's ENQUIRY_OPTIONS). */
  selectOption?: string;
  /** At most 50 characters. */
  firstName?: string;
  /** At most 50 characters. */
  lastName?: string;
  /** Ten digits; spaces, dots, dashes and parentheses between them are ignored. */
  phone?: string;
  email?: string;
  /** Optional, at most 100 characters. */
  comment?: string | null;
  /** Ticked: the visitor agrees to hear from us. Absent means not ticked. */
  notification?: boolean | null;
}

/** An enquiry that was received; `message` is the text to show. */
export interface EnquiryAnswer {
  error: false;
  message: string;
}

/** One enquiry as the console reads it (a row of the list, and the record of one). */
export interface EnquiryRow {
  /** The database id (react-admin's record id). */
  id: string;
  /** `home`: the landing page's form; `commercial`: the commercial move form. */
  kind: 'home' | 'commercial';
  /** When it came in (ms since the epoch). */
  createdAt: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits. */
  phone: string;
  /** Home enquiries: what it is about; null for commercial ones. */
  selectOption: string | null;
  /** Commercial enquiries: where from; null for home ones. */
  fromlocation: string | null;
  /** Commercial enquiries: where to; null for home ones. */
  tolocation: string | null;
  /** The home comment (may be empty) or the commercial description. */
  message: string;
  /** Home enquiries: the visitor agrees to hear from us; null for commercial ones. */
  notification: boolean | null;
}

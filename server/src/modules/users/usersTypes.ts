export type UserType = 'admin' | 'customer' | 'partner';

/** A signed-in user's details, as login and the profile call give them. */
export interface UserDetails {
  /** The account's database id. */
  _id: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  userEmail: string;
  userPhone: string;
  /** A partner's sign-in: the partner it acts for (its database id). */
  partnerID?: string;
  /** A partner's sign-in: the partner's company name. */
  partnerName?: string;
}

/** One sign-in of a partner, as the console's partner page lists them. */
export interface PartnerSignIn {
  /** The account's database id. */
  id: string;
  email: string;
  /** When it was first invited (ms since the epoch). */
  invitedAt: number;
  /** When the invitee set a password (ms since the epoch); null while the invitation is pending. */
  activatedAt: number | null;
}

/** An admin invites a sign-in for a partner. */
export interface PartnerInviteRequest {
  /** The address the invitation goes to; it becomes the sign-in's email. */
  email: string;
}

export interface LoginRequest {
  /** @example "admin@moveday.local" */
  loginEmail: string;
  loginPassword: string;
  /** A long-lived token (days instead of hours) when ticked. */
  keepMeLoggedIn?: boolean;
}

export interface LoginResponse {
  /** Bearer token for the `Authorization` header. */
  token: string;
  /** When the token stops working, in milliseconds since the epoch. */
  expiresAt: number;
  customerDetails: UserDetails;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  passwordDetails: { password: string; confirmPassword: string };
  /** The token from the reset link's query string. */
  token: string;
}

/** A call that did what was asked; `message` is the text to show. */
export interface ActionResult {
  error: false;
  message: string;
}

/** A language MoveDay speaks: `en` English, `es` Spanish (US). */
export type AccountLanguage = 'en' | 'es';

/** The language the signed-in account reads MoveDay and its mails in. */
export interface LanguageSetting {
  language: AccountLanguage;
}

/** The language to read MoveDay and its mails in from now on. */
export interface LanguageChange {
  /**
   * `en` (English) or `es` (Spanish); anything else answers 400.
   * @example "es"
   */
  language: string;
}

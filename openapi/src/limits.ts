/** Lengths, patterns and numeric limits of both specs. Name and email limits are ours (the spec leaves them open). */
export const Limits = {
  streetAddress: 60,
  city: 30,
  state: 30,
  zipcode: 5,
  otherDescription: 250,
  anythingElseToKnow: 250,
  commercialLocation: 60,
  commercialDescription: 120,
  enquiryComment: 100,
  cancelReason: 100,
  companyName: 60,
  contactNotes: 100,
  /** Not given by the spec: generous enough for real names, short enough for a table cell. */
  name: 50,
  /** Not given by the spec: the longest address RFC 5321 allows in a path. */
  email: 254,
  phoneDigits: 10,
  passwordMin: 6,
  passwordMax: 20,
  finalAmountDigits: 9,
  enquirySuccessNoticeMs: 3000,
  snackbarMs: 5000,
} as const;

export const Patterns = {
  /** A pragmatic address pattern: something@something.tld, no spaces. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  phone: /^\d{10}$/,
  name: /^[A-Za-z ]+$/,
  zipcode: /^\d{5}$/,
  digits: /^\d+$/,
} as const;

export const isEmail = (value: string): boolean => value.length <= Limits.email && Patterns.email.test(value);
export const isPhone = (value: string): boolean => Patterns.phone.test(value);
export const isName = (value: string): boolean => Patterns.name.test(value) && value.trim().length > 0;

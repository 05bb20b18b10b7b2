/**
 * Every user-visible text, in one place: a key and its English words (the spec's, where the spec
 * has them). A text with parameters names them in braces, `{status}`; `formatMessage` fills them.
 * Services and clients pass keys and parameters, never composed text: the seam other languages
 * go through.
 */
export const Messages = {
  invalidEmail: 'Invalid Email',
  invalidPhone: 'Invalid phone number',
  nameCharactersOnly: 'Name accepts characters only',
  emailFormatInvalid: 'Email format is invalid',
  passwordMinLength: 'Password should have minimum 6 characters',
  passwordTooltip: 'Password should be atleast 6 characters long',
  passwordsDoNotMatch: 'Password and Confirm Password do not match',
  fillMandatoryFields: 'Fill all the mandatory fields',
  invalidEmailFormat: 'Invalid email format',
  bothDatesSame: 'Both dates cannot be same',
  deliveryDateBeforeMove: 'Selected delivery date should be before both the preferred move date options',
  deliveryDateBeforeActualMove:
    'Select desired delivery date of boxes to your starting location (select a date prior to the move date)',
  selectServiceType: 'Select a service type',
  selectBothDates: 'Select both preferred move dates',
  notACalendarDay: 'Dates must be calendar days (UTC midnight timestamps)',
  dateInPast: 'Preferred move dates cannot be in the past',
  selectMovingFrom: 'Select where you are moving from',
  selectMovingTo: 'Select where you are moving to',
  selectHomeSize: 'Select the size of the home',
  selectFloors: 'Select the number of floors',
  streetRequired: 'Street address is required',
  streetTooLong: 'Street address can be at most 60 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City can be at most 30 characters',
  stateRequired: 'State is required',
  stateTooLong: 'State can be at most 30 characters',
  zipcodeInvalid: 'Zip code must be 5 digits',
  zipcodeUnknown: 'We could not find this zip code',
  /** Followed by the areas we serve (servedAreasText()). */
  zipcodeNotServed: 'This zip code is outside the areas we serve. We move homes in',
  countsNotNegative: 'Counts must be whole numbers of 0 or more',
  atLeastOneRoom: 'Add at least one room',
  explainOther: 'Please explain what else the movers must navigate',
  otherDescTooLong: 'The description can be at most 250 characters',
  anythingElseTooLong: 'This note can be at most 250 characters',
  oneKitOnly: 'Choose one packing kit at most',
  deliveryDateRequired: 'Select a delivery date for your packing kit',
  deliveryDateWithoutKit: 'Choose a packing kit to set a delivery date',
  amountNumbersOnly: 'Amount accepts numbers only',
  partnerFillMandatoryFields: 'fill all the mandatory fields',
  partnerInvalidEmailFormat: 'invalid email format',
  partnerInvalidPhone: 'invalid phone number',
  connectionProblem: 'Something is wrong with your connection. Please check your network and try again',
  somethingWentWrong: 'Something went wrong. Please contact the admin for further assistance',
  adminTechnicalIssue: 'There is some techincal issue at the moment. Please try later.',
  invalidCredentials: 'The email or password you entered is incorrect.',
  resetLinkSent:
    'Password reset link has been sent to your email. If not received, then do check the spam folder as well.',
  resetSuccess: 'You have successfully reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  enquirySent: 'Enquiry mail sent successfully',
  signInRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have access to this.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  notFound: 'Not found.',
  payloadTooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  jsonTooDeep: 'The request body is nested too deeply.',
  internal: 'Something went wrong on our side. Please try again.',
  nameTooLong: 'Name can be at most 50 characters',
  acceptTerms: 'Please accept the Terms of Use and Privacy Policy',
  accountExistsLogin: 'You already have an account. Login to continue.',
  adminEmailCannotBook: 'This email belongs to a MoveDay admin account. Please book with a customer email.',
  adminSignedInCannotBook: 'You are logged in as a MoveDay admin. Moves are booked for customers in the admin console.',
  moveNotFound: 'We could not find this move.',
  moveAlreadyBooked: 'This move is already booked.',
  bookedMoveCannotBeWithdrawn: 'This move is already booked. Please contact us to change or cancel it.',
  pendingMoveCancelled: 'Your pending move has been cancelled.',
  orderNotFound: 'We could not find this order.',
  commercialEnquirySent: 'Thank you! We have received your commercial move details and will get back to you shortly.',
  locationTooLong: 'Location can be at most 60 characters',
  commercialDescriptionTooLong: 'The description can be at most 120 characters',
  enquiryCommentTooLong: 'The comment can be at most 100 characters',
  enquiryOptionInvalid: 'Select what your enquiry is about from the list',
  enquiryNotFound: 'We could not find this enquiry.',
  partnerNotFound: 'We could not find this partner.',
  partnerCompanyTooLong: 'Company name can be at most 60 characters',
  partnerNotesTooLong: 'Notes can be at most 100 characters',
  partnerHasActiveOrders: 'it can be deleted once those orders are completed or cancelled.',
  partnerAdded: 'Partner added',
  partnerSaved: 'Partner details saved',
  partnerDeleted: 'Partner deleted',
  orderConfirmed: 'Order confirmed',
  partnerAssigned: 'Partner assigned',
  orderCompleted: 'Order marked as complete',
  orderCancelled: 'Order cancelled',
  cancelReasonRequired: 'Enter the reason for cancelling the order',
  cancelReasonTooLong: 'The cancel reason can be at most 100 characters',
  actualDateNotPreferred: 'The move date must be one of the two preferred dates',
  statusTargetInvalid: 'status must be open (confirm the order) or completed (mark it as complete)',
  textNotStorable: 'This text contains an invisible control character or a broken symbol that we cannot store. Please retype it.',
  roomCountTooHigh: 'Each room count can be at most 20',
  heavyItemCountTooHigh: 'Each heavy item count can be at most 10',
  dateTooFarAhead: 'Dates can be at most two years ahead',
  dateTooEarly: 'Dates cannot be before 01/01/2000',
  versionInvalid: 'version must be the whole number the order was read with',
  listRangeInvalid: 'range must be [first, last] with 0 <= first <= last <= 10000000',

  // The customer site could not show a page (its code failed to load, or a part of it broke).
  pageFailedTitle: 'Something went wrong',
  pageFailedText: 'Sorry, this page could not be shown. Please reload it; if that does not help, try again in a few minutes.',
  pageFailedReload: 'Reload',
  pageFailedHome: 'Go to the home page',

  // A part the server needs (the database) does not answer: a 503 the user can only wait out.
  serviceUnavailable: 'We are having trouble right now. Please try again in a moment.',
} as const;

export type MessageKey = keyof typeof Messages;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A user-visible text as the catalogue's key and its parameters. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/** The English words of a message: its catalogue text with each `{name}` filled from `params`. */
export function formatMessage(key: MessageKey, params?: MessageParams): string {
  const text: string = Messages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder));
}

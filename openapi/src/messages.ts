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
  deliveryDateBeforeActualMove: 'Select desired delivery date of boxes to your starting location (select a date prior to the move date)',
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
  resetLinkSent: 'Password reset link has been sent to your email. If not received, then do check the spam folder as well.',
  resetSuccess: 'You have successfully reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  enquirySent: 'Enquiry mail sent successfully',
  signInRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  // Operators' scrapers only: the console and the site never call /api/metrics.
  metricsTokenRequired: 'The metrics need Authorization: Bearer with the METRICS_TOKEN setting.',
  forbidden: 'You do not have access to this.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  notFound: 'Not found.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  jsonTooDeep: 'The request body is nested too deeply.',
  internal: 'Something went wrong on our side. Please try again.',
  nameTooLong: 'Name can be at most 50 characters',
  acceptTerms: 'Please accept the Terms of Use and Privacy Policy',
  accountExistsLogin: 'You already have an account. Login to continue.',
  adminEmailCannotBook: 'This email belongs to a MoveDay admin account. Please book with a customer email.',
  partnerEmailCannotBook: "This email belongs to a partner mover's MoveDay sign-in. Please book with a customer email.",
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
  statementNotFound: 'We could not find this statement.',
  mailNotFound: 'We could not find this mail.',
  mailNotFailed: 'Only a failed mail can be sent again; this one is {state}.',
  mailSecretDiscarded: 'A password reset link is not kept once its mail has failed: the customer can ask for a new one.',
  outgoingNotHeld: 'Outgoing mail and webhook deliveries are not held (any more): someone released or dropped them already.',
  refundExceedsPaid: 'A refund of {amount} is more than this order has paid and not had back ({refundable}).',
  refundCardsHoldLess: 'The cards that paid this order hold {refundable}: refund the rest another way (cash, check or transfer).',
  paymentNotBooked: 'This is a quote, not a booked order: it takes no payment.',
  paymentNotPriced: 'This estimate has no fixed price yet: confirm it with its price first, then take payments.',
  paymentCardsOff: 'Cards are not taken online: pay on move day (cash, check or card to the crew).',
  paymentNothingDue: 'Nothing is due online for this order now.',
  paymentProviderUnavailable: 'The card payment service did not answer: nothing was charged. Please try again in a few minutes.',
  stripeSignatureInvalid: 'The Stripe-Signature header does not match this body and the webhook secret.',
  stripeEventEarly: 'This event is about a payment not recorded yet: send it again later.',
  cardDeclined: 'The card was declined by its bank.',
  cardInsufficientFunds: 'The card does not have enough funds.',
  cardExpired: 'The card has expired.',
  cardIncorrectCvc: "The card's security code is incorrect.",
  cardIncorrectNumber: 'The card number is incorrect.',
  cardProcessingError: 'The bank could not process the card just now.',
  cardOverLimit: 'The card has reached its limit.',
  cardNotSupported: 'The card does not take this kind of payment.',
  cardPaymentFailed: 'The card payment failed.',
  termsCommissionInvalid: 'Give the commission as a percentage from 0 to 100, with at most two decimals.',
  termsFixedPayoutInvalid: 'Give the payout per job as a whole number of cents from 1 to 10,000,000 ($100,000).',
  termsStripeAccountInvalid: 'A Stripe account id starts with acct_ and has only letters and digits after it.',
  termsOneKindOnly: 'Terms are a commission or a fixed payout, not both: leave the other out.',
  adjustmentAmountInvalid: 'Give the adjustment in whole cents, plus or minus, not 0 and at most 100,000,000 either way.',
  adjustmentReasonRequired: 'Say why, for the partner (at most 500 characters).',
  adjustmentOrderNotPartners: 'An adjustment goes with a job this partner did: choose one of its orders.',
  statementPaidAlready: 'This statement is paid already.',
  statementTransferPending: 'A Stripe transfer for this statement is under way: wait for Stripe to confirm it.',
  payoutStripeOff: 'Payouts through Stripe are off (no STRIPE_SECRET_KEY): record how the statement was paid instead.',
  payoutNoStripeAccount: "The partner has no Stripe account: set it in the partner's terms, or record how the statement was paid.",
  payoutTransferRefused: 'Stripe refused the transfer: {reason}. The statement stays unpaid.',
  payoutMethodInvalid: 'Choose how it was paid: bank transfer, check or cash.',
  payoutReferenceTooLong: 'The reference can be at most 100 characters.',
  payoutDayInvalid: 'Give the day it was paid, not after today and not before the statement.',
  statementWeekInvalid: 'Choose a day in a week that has ended.',
  settlementsPeriodRequired: 'Choose the period: a first and a last day, the first not after the last.',
  paymentDayInFuture: 'The day the money came cannot be after today.',
  refundReasonRequired: 'Say why the money goes back (at most 500 characters).',
  mailQueuedAgain: 'The mail is queued to be sent again.',
  partnerCompanyTooLong: 'Company name can be at most 60 characters',
  partnerNotesTooLong: 'Notes can be at most 100 characters',
  partnerAdded: 'Partner added',
  partnerSaved: 'Partner details saved',
  partnerDeleted: 'Partner deleted',
  orderConfirmed: 'Order confirmed',
  partnerAssigned: 'Partner assigned',
  orderCompleted: 'Order marked as complete',
  orderCancelled: 'Order cancelled',
  cancelReasonRequired: 'Enter the reason for cancelling the order',
  cancelReasonTooLong: 'The cancel reason can be at most 100 characters',
  actualDateNotPreferred: 'The move date must be one of the two preferred dates: {date1} or {date2}',
  statusTargetInvalid: 'status must be open (confirm the order) or completed (mark it as complete)',
  textNotStorable: 'This text contains an invisible control character or a broken symbol that we cannot store. Please retype it.',
  roomCountTooHigh: 'Each room count can be at most 20',
  heavyItemCountTooHigh: 'Each heavy item count can be at most 10',
  dateTooFarAhead: 'Dates can be at most two years ahead',
  dateTooEarly: 'Dates cannot be before 01/01/2000',
  versionInvalid: 'version must be the whole number the order was read with',
  listRangeInvalid: 'range must be [first, last] with 0 <= first <= last <= 10000000',
  // The console's list queries (ra-data-simple-rest's sort, range and filter), read by one parser.
  listParamNotJson: '{name} must be JSON',
  listSortInvalid: 'sort must be ["field","ASC"|"DESC"] with a field among: {fields}',
  listFilterNotObject: 'filter must be a JSON object',
  listFilterUnknown: 'Unknown filter "{filter}"; filters are: {filters}',
  listFilterChoice: '{filter} must be one of: {choices}',
  listSearchNotText: 'q must be text',
  listSearchTooLong: 'Search text can be at most {max} characters',

  // The customer site could not show a page (its code failed to load, or a part of it broke).
  pageFailedTitle: 'Something went wrong',
  pageFailedText: 'Sorry, this page could not be shown. Please reload it; if that does not help, try again in a few minutes.',
  pageFailedReload: 'Reload',
  pageFailedHome: 'Go to the home page',

  // A part the server needs (the database) does not answer: a 503 the user can only wait out.
  serviceUnavailable: 'We are having trouble right now. Please try again in a moment.',

  // The order lifecycle's refusals (DESIGN §3). {status} is an orderIs* word, {action} an orderTo*
  // word, {nextStep} a nextStep* sentence: each its own entry, so another language words them.
  orderStepRefused: 'This order is {status}: it cannot be {action}.',
  orderStepRefusedNextStep: 'This order is {status}: it cannot be {action}. {nextStep}',
  orderIsQuoted: 'only a quote, not booked yet',
  orderIsEstimateOpen: 'not confirmed yet',
  orderIsOpen: 'confirmed, with no partner assigned yet',
  orderIsPartnerAssigned: 'already assigned to a partner',
  orderIsCompleted: 'completed',
  orderIsCancelled: 'cancelled',
  orderToConfirm: 'confirmed',
  orderToAssign: 'assigned to a partner',
  orderToComplete: 'marked as complete',
  /** The same English word as orderIsCancelled; other languages tell a state from an action. */
  orderToCancel: 'cancelled',
  nextStepConfirm: 'Confirm it first.',
  nextStepConfirmAndAssign: 'Confirm it and assign a partner first.',
  nextStepAssign: 'Assign a partner first.',
  /** {how} is a changeStatusHow* entry. */
  changeStatusOtherCall: 'change_status cannot set an order to {status}: {how}. It sets open (confirm) or completed (mark as complete).',
  changeStatusNotSettable: 'change_status cannot set an order to {status}. It sets open (confirm) or completed (mark as complete).',
  changeStatusHowAssign: 'assign a partner with assignpartner',
  changeStatusHowCancel: 'cancel it with a reason with add_cancel_reason',
  completeWithoutMoveDate: 'This order has no move date: it cannot be marked as complete.',
  completeBeforeMoveDate: 'This move is on {weekday}, {date}: it can be marked as complete on that day or later.',
  orderChangedMeanwhile: 'This order was changed by someone else meanwhile. Reload it and try again.',
  orderReadOnly: 'Completed and cancelled orders are read-only.',
  preferredDateLocked: "A partner is assigned for {actualDate}: the other preferred date ({lockedDate}) is locked. Only the partner's move date can change.",

  // Partners
  partnerDuplicate: 'A partner named {company} already exists in {location}.',
  partnerInUseOneOrder: '{company} is assigned to 1 open order: it can be deleted once those orders are completed or cancelled.',
  partnerInUse: '{company} is assigned to {count} open orders: it can be deleted once those orders are completed or cancelled.',

  // The crews' side: partner sign-ins, offers and the job sheet (DESIGN §10)
  partnerReassigned: 'Partner reassigned',
  orderToReassign: 'reassigned',
  reassignStateChanged: 'This job is {state} now, not {seen}: {company} {happened}. Reload the order and choose again.',
  reassignNotAssigned: 'This order has no partner to take the job from: assign a partner instead.',
  assignmentIsOffered: 'offered',
  assignmentIsAccepted: 'accepted',
  assignmentIsDeclined: 'declined',
  assignmentIsExpired: 'expired',
  partnerHappenedAccepted: 'accepted it meanwhile',
  partnerHappenedDeclined: 'declined it meanwhile',
  partnerHappenedExpired: 'did not answer in time',
  partnerHappenedOffered: 'has not answered yet',
  assignmentStateInvalid: 'assignmentState must be offered or accepted: the state the job was seen in',
  offerAccepted: 'You have the job: {moveID} on {date}.',
  offerDeclined: 'You declined the job {moveID}. Thank you for telling us.',
  offerNotOpenWithdrawn: 'This offer is no longer open: MoveDay gave the job to another crew or cancelled it.',
  offerNotOpenExpired: 'This offer expired at {deadline}: the job went back to MoveDay.',
  offerNotOpenAnswered: 'You have answered this offer already.',
  offerNotAccepted: 'Accept the job first.',
  declineReasonRequired: 'Say why you decline the job',
  declineReasonTooLong: 'The reason can be at most {max} characters',
  jobNotesTooLong: 'The notes can be at most {max} characters',
  jobNotFound: 'This job is not yours, or it no longer exists.',
  crewOnTheWay: 'The customer knows your crew is on the way.',
  crewOnTheWayBeforeMoveDay: 'This move is on {weekday}, {date}: tell the customer you are on the way on that day.',
  jobDone: 'Job done: the move {moveID} is complete. Thank you!',
  jobAlreadyDone: 'This job is done already.',
  signInInvited: 'Invitation sent to {email}',
  emailTaken: 'The email {email} already belongs to another MoveDay account.',
  signInNotFound: 'We could not find this sign-in.',

  // Dispatch: a partner's fitness for a job, its days off, the calendar (DESIGN §10)
  partnerServiceCityUnknown: 'Pick service cities from the areas we serve',
  partnerCrewsRange: 'Crews must be a whole number from 1 to 50, or blank for no daily limit',
  partnerLicenceTooLong: 'Licence number can be at most 40 characters',
  partnerUnfitArea: '{company} does not serve {area} (it serves {cities}).',
  partnerUnfitDayOff: '{company} is off on {weekday}, {date}.',
  partnerUnfitCapacity: '{company} is at capacity on {weekday}, {date}: {used} of {crews} crews are booked.',
  partnerUnfitCapacityOneCrew: '{company} is at capacity on {weekday}, {date}: its one crew is booked.',
  partnerUnfitInsurance: "{company}'s insurance ends on {expiry}, before the move on {weekday}, {date}.",
  jobOnDayOff: '{company} has a move on {weekday}, {date} (order {moveID}): reassign it before marking the day off.',
  jobOnDayOffOwn: 'You have a move on {weekday}, {date} (order {moveID}): ask MoveDay to reassign it before taking the day off.',
  dayOffInPast: 'A day off must be today or later',
  dayOffAdded: 'Day off added',
  dayOffRemoved: 'Day off removed',
  dispatchDayInvalid: 'Give the day as YYYY-MM-DD',
  dispatchRangeInvalid: 'Give from and to as days (YYYY-MM-DD), from no later than to',
  dispatchRangeTooLong: 'The calendar reads at most {max} days at once',
  dispatchStatusInvalid: 'status must be a comma list of estimate_open, open, partnerassigned, completed, cancelled',
  dispatchCityInvalid: 'city must be one of the cities we serve',

  // After booking: reschedule, change requests, cancelling online, paperwork, ratings (issue 18)
  orderToReschedule: 'rescheduled online',
  orderToRequestChange: 'changed by request',
  orderToCancelOnline: 'cancelled online',
  orderToRate: 'rated',
  nextStepChangeRequest: 'Send a change request instead.',
  nextStepReschedule: 'Change its dates yourself instead.',
  rescheduled: 'Your move dates are changed.',
  datesUnchanged: 'These are the dates your order has already',
  changeNoteTooLong: 'The note can be at most {max} characters',
  changeRequestSent: 'Your change request is sent. We will answer it by email.',
  changeRequestAlreadyPending: 'You have a change request waiting for our answer: withdraw it first to send another.',
  changeRequestNotFound: 'We could not find this change request.',
  changeRequestClosed: 'This change request is {state} already.',
  changeRequestIsApproved: 'approved',
  changeRequestIsDeclined: 'declined by MoveDay',
  changeRequestIsWithdrawn: 'withdrawn',
  changeRequestWithdrawn: 'Your change request is withdrawn.',
  changeRequestApproved: 'Change request approved',
  changeRequestDeclined: 'Change request declined',
  changeDeclineReasonRequired: 'Say why the change is declined',
  changeClosedWithOrder: 'The order was {status} before the request was answered.',
  approveMoveDayRequired: 'Choose the move day: one of the new preferred dates',
  approvePartnerRequired: 'Choose the partner who moves the customer on the new day',
  cancelReasonChoose: 'Choose why you cancel',
  cancelOtherReasonRequired: 'Tell us why you cancel',
  cancelCutoffPassed: 'Online cancellation closed on {cutoff}, {hours} hours before your move day begins. To cancel now, call us at {phone} or email {email}.',
  cancelledOnline: 'Your order is cancelled.',
  cancellationPolicy:
    'You can cancel online from your order page until {hours} hours before your move day begins (midnight where you move from). After that, call us to cancel.',
  ratingStarsInvalid: 'Choose from 1 to 5 stars',
  ratingCommentTooLong: 'The comment can be at most {max} characters',
  ratingThanks: 'Thank you for rating your move!',
  alreadyRated: 'This move has been rated already. Thank you!',
  ratingLinkInvalid: 'This rating link is not valid. Log in to rate your move from its order page.',

  // Places the quote service cannot price (the quote-service error). {end} is a routeEnd* word;
  // {place} a city, state and zip; {areasWeServe} the areasWeServe sentence.
  zipcodeNotFound: 'We could not find the zip code {zipcode}.',
  routeZipNotFound: 'We could not find the zip code {zipcode}. Please check the {end} address.',
  routeZipOtherState: 'The zip code {zipcode} is in {city}, {zipState}, not in {givenState}. Please check the {end} address.',
  routeStateNotGiven: 'the state given',
  routeEndPickup: 'pickup',
  routeEndDropoff: 'drop-off',
  routeEndNotServed: 'Your {end} address ({place}) is outside the areas we serve. {areasWeServe}',
  routeEndsNotServed: 'Your pickup address ({pickup}) and drop-off address ({dropoff}) are outside the areas we serve. {areasWeServe}',
  areasWeServe: 'We move homes within {miles} miles of: {areas}. For other moves, send us an enquiry from the Contact section.',
  routeTooLong:
    'This is a long-distance move (about {roadMiles} road miles). We price local moves of up to {maxRoadMiles} road miles instantly; for this one, send us an enquiry from the Contact section and we will get back to you.',

  // Reports and the site's analytics events
  exportNothingSelected: 'Choose at least one detail to export',
  eventTypeInvalid: 'type must be one of {types}',
  eventNameRequired: 'name is required',
  eventNameTooLong: 'name can be at most {max} characters',
  eventPathInvalid: 'path must start with /',
  eventPathTooLong: 'path can be at most {max} characters',

  // The lines of a price (the quote's breakdown). Counts of one and of many are separate entries.
  priceLabour: '{movers} movers × {hours} h at ${rate} ({note})',
  priceMinimumHours: '{hours} h minimum',
  priceTruck: 'Truck and equipment',
  priceDrive: 'Drive {miles} road miles at {mph} mph: {movers} movers × {minutes} min at ${rate}',
  /** {reasons} is one price* obstacle word or a listMore chain of them. */
  priceAccess: '{end} access: {reasons} ({movers} movers × {minutes} min)',
  priceAccessPickup: 'Pickup',
  priceAccessDropoff: 'Drop-off',
  priceFlightOfStairs: '1 flight of stairs',
  priceFlightsOfStairs: '{count} flights of stairs',
  pricePassengerElevator: 'passenger elevator',
  priceFreightElevator: 'freight elevator',
  priceAlley: 'alley or long carry',
  priceOtherObstacle: 'other',
  pricePacking: 'Packing: {rooms} × {moverHours} at ${rate}',
  priceDisassembly: 'Disassemble furniture',
  priceReassembly: 'Reassemble furniture',
  priceUnpacking: 'Unpacking: {rooms} × ${perRoom}',
  /** {kit} and {item} are the catalogue's option labels (PACKING_KITS, HEAVY_ITEMS). */
  priceKit: '{kit}',
  priceHeavyItem: '{item} × {pieces} at {price}',
  priceWeekend: 'Weekend move: +{percent}% ({weekday} {date})',
  oneRoom: '1 room',
  rooms: '{count} rooms',
  oneMoverHour: '1 mover-hour',
  moverHours: '{count} mover-hours',
  /** A list of two or more: the first item, then the rest (itself a listMore or the last item). */
  listMore: '{first}, {rest}',

  // Integrations: API keys and webhooks (the console's words; integrators read the codes)
  apiKeyNotFound: 'We could not find this API key.',
  apiKeyNameRequired: 'Give the key a name',
  apiKeyNameTooLong: "A key's name can be at most {max} characters",
  apiKeyScopesRequired: 'Choose at least one scope',
  apiKeyExpiryInvalid: 'An expiry must be a time in the future, at most {days} days ahead',
  apiKeyUnknown: 'This API key is not valid.',
  apiKeyRevoked: 'This API key has been revoked.',
  apiKeyExpired: 'This API key has expired.',
  apiKeyScopeMissing: 'This API key lacks the scope this call takes ({scopes}).',
  apiKeyNotAccepted: 'This call takes a signed-in admin: an API key cannot make it.',
  webhookNotFound: 'We could not find this webhook endpoint.',
  webhookUrlRequired: 'Enter the address MoveDay should send events to',
  webhookUrlInvalid: 'Enter a full web address, such as https://example.com/moveday/events',
  webhookUrlTooLong: 'A webhook address can be at most {max} characters',
  webhookUrlNotHttps: 'A webhook address must start with https://',
  webhookUrlPrivate: 'MoveDay does not send webhooks to private or local network addresses ({address})',
  /** A warning: the same endpoint saved with `saveUnresolved: true` is taken. */
  webhookUrlDoesNotResolve: 'The name {host} does not resolve now: check the address, or save it anyway (each delivery looks it up again)',
  webhookUrlCredentials: 'A webhook address cannot carry a user name or password',
  webhookEventsRequired: 'Choose at least one event',
  webhookDescriptionTooLong: 'A description can be at most {max} characters',
  webhookDeliveryNotFound: 'We could not find this delivery.',
  webhookDeliveryInProgress: 'This delivery is still being sent ({state}): it can be sent again once it is delivered or has failed.',
  webhookEndpointDisabled: 'This endpoint is turned off: turn it on before sending to it.',

  // A customer's data (issue 21): the export and closing the account
  passwordIncorrect: 'Password is incorrect',
  accountHasOpenOrders: 'Cancel your open orders before closing your account: {moveNumbers}',
  accountAlreadyClosed: 'This account is already closed',
  customerNotFound: 'We could not find this customer.',

  // Requests the API cannot read
  apiRouteNotFound: 'No API route {method} {path}',
  /** The route validator's complaints, `field: problem; ...`, in its own (English) words. */
  requestInvalid: 'Invalid request: {problems}',
  /** A text from outside the catalogue (a library's, the route validator's): shown as it is. */
  untranslatedText: '{text}',
} as const;

export type MessageKey = keyof typeof Messages;
/** A parameter: a value (a name, a date, a count) or itself a message (a status word, a sentence). */
export type MessageParam = string | number | Message;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A user-visible text as the catalogue's key and its parameters. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/** The English words of a message: its catalogue text with each `{name}` filled from `params`. */
export function formatMessage(key: MessageKey, params?: MessageParams): string {
  const text: string = Messages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(params, name)) return placeholder;
    const value = params[name]!;
    return typeof value === 'object' ? formatMessage(value.key, value.params) : String(value);
  });
}

const KEY_OF_TEXT = new Map<string, MessageKey>();
for (const key of Object.keys(Messages) as MessageKey[]) if (!KEY_OF_TEXT.has(Messages[key])) KEY_OF_TEXT.set(Messages[key], key);

/**
 * The key of a catalogue text. The shared rules (moveRules, partnerRules, ...) answer English texts,
 * as the apps show them; the server finds their keys here. A text names one key: no two entries
 * share a text (but the orderIs/orderTo words, never a whole message).
 */
export const catalogueKeyOf = (text: string): MessageKey | undefined => KEY_OF_TEXT.get(text);

/** The English words of a rule's answer (a key, or none): for the console, which stays English. */
export const wordOf = (key: MessageKey | undefined): string | undefined => (key === undefined ? undefined : formatMessage(key));

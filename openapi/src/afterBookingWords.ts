import { formatMessage, type MessageParams } from './messages.js';

/**
 * Customer site: after booking (issue 18). The words of the order page's actions and of the rating
 * link's page, in a module of their own on purpose: every page of the site carries messages.ts in
 * its first load (the API client shows its texts), and the bundler splits by module, not by
 * export; here, only the two pages that use them (loaded when opened) carry them, and the landing
 * page and the crews' pages weigh what they did. Same rules as Messages: a key per text, English
 * only, `{name}` parameters, filled by formatText.
 */
export const AfterBookingWords = {
  manageHeading: 'Manage your move',
  changeDatesButton: 'Change dates',
  changeDatesTitle: 'Change your move dates',
  changeDatesIntro: 'Choose two new dates. You see the price on them before you confirm.',
  requestChangeButton: 'Request a change',
  requestChangeTitle: 'Ask to change your move dates',
  requestChangeIntro: 'A crew is booked for your move: we check the new dates with them and answer you by email.',
  newPreferredDate1: 'New preferred date 1',
  newPreferredDate2: 'New preferred date 2',
  newDeliveryDate: 'Packing kit delivery date',
  changeNoteLabel: 'Note to MoveDay (optional)',
  characterCount: '{count} / {max}',
  priceNow: 'Price now',
  estimateNow: 'Estimate now',
  priceOnNewDates: 'Price on the new dates',
  estimateOnNewDates: 'Estimate on the new dates',
  estimateNote: 'An estimate: a specialist confirms the price in person.',
  repricing: 'Working out the price on the new dates…',
  confirmNewDates: 'Confirm new dates',
  sendChangeRequest: 'Send request',
  closeDialog: 'Close',
  pendingRequestHeading: 'Your change request is waiting for our answer',
  lastRequestHeading: 'Your last change request: {state}',
  requestDatesAsked: 'Dates asked for',
  requestDeliveryAsked: 'Delivery date asked for',
  requestPrice: 'Price on those dates',
  requestSent: 'Sent',
  requestNote: 'Your note',
  requestAnswer: 'Our answer',
  withdrawRequest: 'Withdraw request',
  withdrawRequestQuestion: 'Withdraw your change request?',
  withdrawRequestDetail: 'Your order keeps the dates it has now.',
  keepRequest: 'Keep it',
  cancelOrderButton: 'Cancel order',
  cancelOrderTitle: 'Cancel this order?',
  cancelReasonLegend: 'Why do you cancel?',
  cancelOtherReasonLabel: 'Your reason',
  keepOrder: 'Keep my order',
  cancelUntil: 'You can cancel online until {cutoff}.',
  cancelCardDepositBack: 'Your card deposit ({amount}) comes back to your card, less any cancellation fee. The refund shows on this page once it arrives.',
  cancelCardPaidBack: 'What you paid by card ({amount}) comes back to your card, less any cancellation fee. The refund shows on this page once it arrives.',
  cancelOtherPayments: 'For what you paid by cash, check or bank transfer, contact us.',
  cancelKeptDeposit: 'If you cancel now, the deposit you paid ({amount}) is kept.',
  cancelKeptPaid: 'If you cancel now, what you paid ({amount}) is kept.',
  paperworkHeading: 'Your paperwork',
  downloadConfirmation: 'Download confirmation (PDF)',
  addToCalendar: 'Add to calendar (.ics)',
  rateHeading: 'Rate your move',
  rateIntro: 'How did your move go? Your rating helps us and our crews do better.',
  starsLegend: 'Your stars',
  starsLabel: '{stars} of 5 stars',
  ratingCommentLabel: 'Comment (optional)',
  sendRating: 'Send rating',
  yourRatingHeading: 'Your rating',
  contactForTheRest: 'For anything you cannot do here, contact us and quote your Move ID {moveId}:',
  optionsUnavailable: 'What you can change online could not be loaded. Contact us to change or cancel this move.',
  ratingLinkGreeting: 'Hi {firstName}, how did your move go?',
  ratingLinkMove: 'Move {moveId}',
  ratingLinkDate: 'Move day: {date}',
  ratingLinkRoute: 'From {from} to {to}',
  ratingLinkCrew: 'Moved by {partner}',
  ratingLinkNotFoundHeading: 'Rating link',
} as const;

export type AfterBookingWordKey = keyof typeof AfterBookingWords;

/** Any catalogue text with each `{name}` filled from `params`, as formatMessage fills a Messages text. */
export function formatText(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(params, name)) return placeholder;
    const value = params[name]!;
    return typeof value === 'object' ? formatMessage(value.key, value.params) : String(value);
  });
}

import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dialogs } from '@/lib/dialogs';
import { translate } from '@/lib/i18n';
import { CUSTOMER_HOME, getSession, type Session } from '@/lib/session';
import { bookForCustomer } from '../api/bookForCustomer';
import { cancelPendingMove } from '../api/cancelPendingMove';
import type { QuoteAnswer } from '../api/getQuote';
import { signUp, type SignupInput } from '../api/signUp';
import { afterBookingFailure, afterSignup, afterSignupFailure, pendingBookingOf, type Said } from '../utils/bookingAnswers';
import type { QuoteFlow } from '../utils/quoteFlowState';
import { getQuoteFlow, quoteFlow, useQuoteFlow } from './useQuoteFlow';

/** A message in the reader's words. */
const say = (message: Said): string => (typeof message === 'string' ? translate(message) : message.said);

/**
 * The signup-to-login flag (customer-side §4): the quoted move a visitor went to log in to book.
 * Kept for the tab only, so a stale flag cannot book a move in some later visit.
 */
const PENDING_KEY = 'moveday.pendingBooking';

function rememberPendingBooking(moveDatabaseID: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, moveDatabaseID);
  } catch {
    // Without storage the visitor books from the estimate page once logged in.
  }
}

function forgetPendingBooking(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // see rememberPendingBooking()
  }
}

/** The quote waiting for a login to be booked, when it is still the one in the store. */
function pendingQuote(): QuoteAnswer | null {
  let id: string | null;
  try {
    id = sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
  return pendingBookingOf(id, getQuoteFlow().quote);
}

/** True while a visitor is on their way through Login to book a quoted move. */
export const hasPendingBooking = (): boolean => pendingQuote() !== null;

/**
 * The quote flow for the estimate and signup pages. Booking resets the flow as the visitor leaves,
 * while the next page may still be loading: until it shows, this page keeps the quote it opened with.
 */
export function useQuoteBeingBooked(): QuoteFlow {
  const live = useQuoteFlow();
  const [onArrival] = useState(live);
  return live.quote ? live : onArrival;
}

/**
 * Booking a quoted move (customer-side §4 Signup response handling): from the estimate page, by
 * signup with its three answers, and the booking left pending across a login.
 */
export function useBooking() {
  const navigate = useNavigate();

  /** Leaves the flow: the page changes first, so the emptied store never shows under it. */
  const leave = useCallback(
    (to: string, state?: unknown) => {
      navigate(to, { replace: true, state });
      quoteFlow.reset();
    },
    [navigate],
  );

  /** A signed-in customer's booking: congratulations, and Close goes to their orders. */
  const bookSignedIn = useCallback(
    async (answer: QuoteAnswer, session: Session) => {
      try {
        const booked = await dialogs.withLoading(() => bookForCustomer(answer.moveDatabaseID, session.userDetails._id));
        forgetPendingBooking();
        dialogs.showCongratulations(booked.moveId || answer.moveID, () => leave(CUSTOMER_HOME));
      } catch (err) {
        const failure = afterBookingFailure(err);
        if (failure.kind === 'logInAgain') {
          // The app goes to /login and says so.
          rememberPendingBooking(answer.moveDatabaseID);
          return;
        }
        forgetPendingBooking();
        if (failure.kind === 'toOrders') dialogs.showError(failure.message, () => leave(CUSTOMER_HOME));
        else dialogs.showError(failure.message, () => navigate('/quoteestimate', { replace: true }));
      }
    },
    [leave, navigate],
  );

  /** The signup-to-login path: Login, and the move is booked once signed in as a customer. */
  const logInToBook = useCallback(
    (answer: QuoteAnswer, email?: string) => {
      rememberPendingBooking(answer.moveDatabaseID);
      navigate('/login', { state: email ? { email } : undefined });
    },
    [navigate],
  );

  return useMemo(
    () => ({
      logInToBook,

      /** 'Proceed' or 'Book My Move' on the estimate page. */
      async proceed(answer: QuoteAnswer): Promise<void> {
        const session = getSession();
        if (!session) {
          navigate('/signup');
          return;
        }
        if (session.userType === 'admin') {
          dialogs.showAdminAccountMessage(translate('adminSignedInCannotBook'));
          return;
        }
        await bookSignedIn(answer, session);
      },

      /**
       * 'Book My Move' on the signup form, and its three answers. A failed call throws its
       * ApiError (a 400 names the fields) for the form to show; an unknown or booked move is
       * handled here.
       */
      async signUp(answer: QuoteAnswer, details: Omit<SignupInput, 'moveDetailsID'>): Promise<void> {
        let result;
        try {
          result = await dialogs.withLoading(() => signUp({ ...details, moveDetailsID: answer.moveDatabaseID }));
        } catch (err) {
          const failure = afterSignupFailure(err);
          if (failure.kind === 'showOnForm') throw err;
          if (failure.kind === 'priceAgain') {
            dialogs.showError(say(failure.message), () => {
              navigate('/getaquotetabs', { replace: true });
              quoteFlow.setDraft(getQuoteFlow().draft);
              quoteFlow.goTo(4);
            });
          } else dialogs.showError(say(failure.message), () => leave('/'));
          return;
        }
        const email = details.userEmail;
        const outcome = afterSignup(result, answer);
        if (outcome.kind === 'congratulate') dialogs.showCongratulations(outcome.moveId, () => leave('/login', { email }));
        else if (outcome.kind === 'adminEmail') dialogs.showAdminAccountMessage(say(outcome.message));
        else {
          dialogs.showAccountExists(
            () => logInToBook(answer, email),
            () => {
              forgetPendingBooking();
              void dialogs
                .withLoading(() => cancelPendingMove(answer.moveDatabaseID))
                // Withdrawing is a courtesy to our figures; the visitor is leaving either way.
                .catch(() => undefined)
                .finally(() => leave('/'));
            },
          );
        }
      },

      /**
       * After a login: books the move the visitor went to log in for. True when it did (it then
       * decides where to go next); false when nothing was pending.
       */
      async bookPendingMove(session: Session): Promise<boolean> {
        const pending = pendingQuote();
        if (!pending) {
          forgetPendingBooking();
          return false;
        }
        if (session.userType !== 'customer') return false;
        await bookSignedIn(pending, session);
        return true;
      },
    }),
    [bookSignedIn, leave, logInToBook, navigate],
  );
}

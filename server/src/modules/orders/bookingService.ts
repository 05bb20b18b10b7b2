import { ErrorCode, Messages, signupProblems, type OrderStatus, type Locale } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound, unauthorized, validationError, type FieldMessage } from '../../platform/errors.js';
import { bookingsMade } from '../../platform/metrics.js';
import type { MailAttachment } from '../../platform/mail.js';
import { queueMail } from '../mails/index.js';
import { bookingAmount } from '../quotes/index.js';
import { createCustomer, customerForNewOrder, findUserDetailsByEmail, newCustomerAccount, type UserDetails } from '../users/index.js';
import { bookedMail } from './mails.js';
import * as repo from './movesRepository.js';
import type { MoveRecord } from './movesRepository.js';
import { customerWording } from './readers.js';
import type { OrderRecords } from './orderRecords.js';
import { callerWords, translatorFor } from '../../platform/i18n.js';

/** The 'Book My Move' form (customer-side §3 Signup details). */
export interface SignupDetails {
  /** The quoted move's database id (`moveDatabaseID` from the quote). */
  moveDetailsID: string;
  firstName: string;
  lastName: string;
  userEmail: string;
  /** Ten digits. */
  userPhone: string;
  /** 6 to 20 characters. */
  password: string;
  confirmPassword: string;
  /** The Terms of Use and Privacy Policy checkbox; must be ticked. */
  terms: boolean;
}

/**
 * The signup answer (customer-side §3 Signup response, handled as §4 says):
 * `100` (exist false): the account was created and the move booked, show the congratulations dialog;
 * `200` (exist true): the email has an account, nothing was booked, log in to book;
 * `403` (exist true): the email is an admin's, nothing was booked.
 */
export interface SignupAnswer {
  exist: boolean;
  statusCode: 100 | 200 | 403;
  /** The move number (empty for the admin answer). */
  moveId: string;
  /** Empty when booked; otherwise the message to show. */
  errorMessage: string;
}

export interface BookedAnswer {
  exist: true;
  statusCode: 200;
  /** The move number. */
  moveId: string;
}

export interface WithdrawnAnswer {
  error: false;
  message: string;
}

/** What a booking needs beside the order book: the history, and the confirmation's files (aftercare's paperwork). */
export interface BookingNeeds {
  records: OrderRecords;
  /** The booking confirmation's attachments: the order's PDF and its calendar file, in the reader's language. */
  attachmentsOf(move: MoveRecord, locale: Locale): Promise<MailAttachment[]>;
}

const moveNotFound = () => notFound('moveNotFound');
const alreadyBooked = () => conflict(ErrorCode.moveAlreadyBooked, 'moveAlreadyBooked');

const bookedStatus = (estimateFlag: boolean): OrderStatus => (estimateFlag ? 'estimate_open' : 'open');

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The spec's signup rules (the shared catalogue's, as the form applies them), and the move's id. */
function signupDetailsProblems(details: SignupDetails): Record<string, FieldMessage> {
  const problems: Record<string, FieldMessage> = { ...signupProblems(details) };
  if (typeof details.moveDetailsID !== 'string' || details.moveDetailsID.trim() === '') problems.moveDetailsID = { key: 'fillMandatoryFields' };
  return problems;
}

/** The move to book: 404 when there is none, 409 when it is no longer a quote. */
async function quotedMove(id: string): Promise<MoveRecord> {
  const key = databaseId(id);
  const move = key ? await repo.findMove(key) : null;
  if (!move) throw moveNotFound();
  if (move.status !== 'quoted') throw alreadyBooked();
  return move;
}

interface Customer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * The booking itself, inside the caller's transaction: quoted becomes estimate_open or open, the
 * final amount is set, the customer attached, the history records it, and the confirmation mail
 * is queued (sent once it all commits). The status check is part of the UPDATE, so a move is
 * booked once however many requests race for it.
 */
async function bookMove(needs: BookingNeeds, move: MoveRecord, customer: Customer, transaction: Transaction): Promise<MoveRecord> {
  const status = bookedStatus(move.estimateFlag);
  const finalAmount = bookingAmount(move.estimateAmount, move.estimateFlag);
  const booked = await repo.bookQuotedMove(
    move.id,
    {
      status,
      finalAmount,
      customerId: customer.id,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      customerEmail: customer.email,
      customerPhone: customer.phone,
    },
    transaction,
  );
  if (!booked) throw alreadyBooked();
  await needs.records.recordChange(
    move.id,
    {
      actorId: customer.id,
      actorRole: 'customer',
      action: 'booked',
      fromStatus: 'quoted',
      toStatus: status,
      changes: { finalAmount, customerId: customer.id },
    },
    transaction,
  );
  if (booked.customerEmail) {
    const w = await customerWording(booked, transaction);
    const mail = { ...bookedMail(w, booked, booked.customerEmail, getConfig().publicUrl), attachments: await needs.attachmentsOf(booked, w.locale) };
    await queueMail(mail, transaction, { order: booked });
  }
  return booked;
}

const customerOf = (user: UserDetails): Customer => ({
  id: user._id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.userEmail,
  phone: user.userPhone,
});

/** A unique-email violation: another signup with this email committed first. */
const isDuplicateAccount = (err: unknown) => (err as { name?: string })?.name === 'SequelizeUniqueConstraintError';

/** A signup's refusal in the visitor's language (English: the catalogue's own words). */
const wordOfIn = (locale: Locale, key: 'accountExistsLogin' | 'adminEmailCannotBook' | 'partnerEmailCannotBook') =>
  locale === 'en' ? Messages[key] : translatorFor(locale)(key);
const accountExists = (move: MoveRecord, locale: Locale): SignupAnswer => ({
  exist: true,
  statusCode: 200,
  moveId: move.moveNumber,
  errorMessage: wordOfIn(locale, 'accountExistsLogin'),
});

/**
 * 'Book My Move': a new email gets an account and the booked move in one transaction; an email
 * that already has an account, or is an admin's or a partner's sign-in, changes nothing and says so.
 */
export async function signUpAndBook(needs: BookingNeeds, details: SignupDetails, locale: Locale = 'en'): Promise<SignupAnswer> {
  const problems = signupDetailsProblems(details);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const move = await quotedMove(details.moveDetailsID.trim());
  const email = text(details.userEmail).toLowerCase();
  const existing = await findUserDetailsByEmail(email);
  if (existing?.userType === 'admin') return { exist: true, statusCode: 403, moveId: '', errorMessage: wordOfIn(locale, 'adminEmailCannotBook') };
  if (existing?.userType === 'partner') return { exist: true, statusCode: 403, moveId: '', errorMessage: wordOfIn(locale, 'partnerEmailCannotBook') };
  if (existing) return accountExists(move, locale);

  const account = await newCustomerAccount({
    firstName: text(details.firstName),
    lastName: text(details.lastName),
    userEmail: email,
    userPhone: text(details.userPhone),
    password: details.password,
    locale,
  });
  let booked: MoveRecord;
  try {
    booked = await db().transaction(async (transaction) => {
      const user = await createCustomer(account, transaction);
      return bookMove(needs, move, customerOf(user), transaction);
    });
  } catch (err) {
    if (isDuplicateAccount(err)) return accountExists(move, locale);
    throw err;
  }
  bookingsMade.inc();
  return { exist: false, statusCode: 100, moveId: booked.moveNumber, errorMessage: '' };
}

/** A signed-in customer attaches a quoted move to their account. */
export async function bookForCustomer(needs: BookingNeeds, moveDatabaseID: string, customerId: string): Promise<BookedAnswer> {
  const move = await quotedMove(text(moveDatabaseID));
  const booked = await db().transaction(async (transaction) => {
    // An account closed since the sign-in was checked books nothing.
    const user = await customerForNewOrder(customerId, transaction);
    if (!user) throw unauthorized();
    return bookMove(needs, move, customerOf(user), transaction);
  });
  bookingsMade.inc();
  return { exist: true, statusCode: 200, moveId: booked.moveNumber };
}

/** The 'already have an account' dialog's Cancel: a pending quote is withdrawn (deleted; it was never an order). */
export async function withdrawQuotedMove(moveDatabaseID: string): Promise<WithdrawnAnswer> {
  const id = databaseId(moveDatabaseID);
  if (!id) throw moveNotFound();
  if (await repo.deleteQuotedMove(id)) return { error: false, message: callerWords('pendingMoveCancelled') };
  if (await repo.findMove(id)) throw conflict(ErrorCode.moveAlreadyBooked, 'bookedMoveCannotBeWithdrawn');
  throw moveNotFound();
}

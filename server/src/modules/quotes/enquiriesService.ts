import { ENQUIRY_OPTIONS, Limits, isEmail, isName, isPhone } from '@moveday/openapi';
import type { Locale, MessageKey } from '@moveday/openapi';
import type { Config } from '../../platform/config.js';
import { validationError } from '../../platform/errors.js';
import { db } from '../../platform/database.js';
import type { Mail } from '../../platform/mail.js';
import { queueMail } from '../mails/index.js';
import * as repo from './enquiriesRepository.js';
import { acknowledgementForCommercial, acknowledgementForHome, companyMailForCommercial, companyMailForHome } from './mails.js';
import type { CommercialEnquiryRequest, EnquiryAnswer, HomeEnquiryRequest } from './enquiriesTypes.js';
import { callerWords } from '../../platform/i18n.js';

type Problems = Record<string, MessageKey>;

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();
/** People type phones with spaces, dots, dashes and parentheses; we keep the digits. */
const phoneDigits = (value: string | null | undefined): string => trimmed(value).replace(/[\s().-]/g, '');

/** Records a field's first broken rule; rules run in the spec's order, so the first message leads. */
function problemList() {
  const problems: Problems = {};
  const fail = (field: string, broken: boolean, message: MessageKey) => {
    if (broken && !(field in problems)) problems[field] = message;
  };
  return { problems, fail };
}

/** Stores an enquiry and queues its mails (to the company inbox, and the thanks) in one transaction. */
async function storeWithMails(enquiry: repo.NewEnquiry, mails: (stored: repo.EnquiryRecord) => Mail[]): Promise<void> {
  await db().transaction(async (transaction) => {
    const stored = await repo.insertEnquiry(enquiry, transaction);
    for (const mail of mails(stored)) await queueMail(mail, transaction);
  });
}

// Commercial move enquiries

const COMMERCIAL_FIELDS = ['fromlocation', 'tolocation', 'firstname', 'lastname', 'useremail', 'userphone', 'moredesc'] as const;
type CommercialEnquiry = Record<(typeof COMMERCIAL_FIELDS)[number], string>;

/** Customer-side §5, Commercial form: all required, names letters only, email, phone, lengths. */
export function commercialProblems(enquiry: CommercialEnquiry): Problems {
  const { problems, fail } = problemList();
  for (const field of COMMERCIAL_FIELDS) fail(field, enquiry[field] === '', 'fillMandatoryFields');
  for (const field of ['firstname', 'lastname'] as const) fail(field, !isName(enquiry[field]), 'nameCharactersOnly');
  fail('useremail', !isEmail(enquiry.useremail), 'invalidEmail');
  fail('userphone', !isPhone(enquiry.userphone), 'invalidPhone');
  for (const field of ['fromlocation', 'tolocation'] as const) fail(field, enquiry[field].length > Limits.commercialLocation, 'locationTooLong');
  for (const field of ['firstname', 'lastname'] as const) fail(field, enquiry[field].length > Limits.name, 'nameTooLong');
  fail('moredesc', enquiry.moredesc.length > Limits.commercialDescription, 'commercialDescriptionTooLong');
  return problems;
}

/** Stores a commercial move enquiry, and queues its mail to the company inbox and the thanks to the sender. */
export async function receiveCommercialEnquiry(body: CommercialEnquiryRequest, config: Config, locale: Locale = 'en'): Promise<EnquiryAnswer> {
  const enquiry: CommercialEnquiry = {
    fromlocation: trimmed(body.fromlocation),
    tolocation: trimmed(body.tolocation),
    firstname: trimmed(body.firstname),
    lastname: trimmed(body.lastname),
    useremail: trimmed(body.useremail),
    userphone: phoneDigits(body.userphone),
    moredesc: trimmed(body.moredesc),
  };
  const problems = commercialProblems(enquiry);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  await storeWithMails(
    {
      kind: 'commercial',
      firstName: enquiry.firstname,
      lastName: enquiry.lastname,
      email: enquiry.useremail,
      phone: enquiry.userphone,
      selectOption: null,
      notification: null,
      fromLocation: enquiry.fromlocation,
      toLocation: enquiry.tolocation,
      message: enquiry.moredesc,
    },
    (stored) => [companyMailForCommercial(stored, config), acknowledgementForCommercial(stored, config, locale)],
  );
  return { error: false, message: callerWords('commercialEnquirySent') };
}

// Home enquiries (the landing page's 'Get in touch with us' form)

interface HomeEnquiry {
  selectOption: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  comment: string;
}

/** Customer-side §5, Home enquiry form: required fields, email, phone, comment length, the option. */
export function homeProblems(enquiry: HomeEnquiry): Problems {
  const { problems, fail } = problemList();
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) fail(field, enquiry[field] === '', 'fillMandatoryFields');
  fail('email', !isEmail(enquiry.email), 'invalidEmailFormat');
  fail('phone', !isPhone(enquiry.phone), 'invalidPhone');
  fail('comment', enquiry.comment.length > Limits.enquiryComment, 'enquiryCommentTooLong');
  for (const field of ['firstName', 'lastName'] as const) fail(field, enquiry[field].length > Limits.name, 'nameTooLong');
  fail('selectOption', enquiry.selectOption === '', 'fillMandatoryFields');
  fail('selectOption', !(ENQUIRY_OPTIONS as readonly string[]).includes(enquiry.selectOption), 'enquiryOptionInvalid');
  return problems;
}

/** Stores a home enquiry, and queues its mail to the company inbox and the acknowledgement to the sender. */
export async function receiveHomeEnquiry(body: HomeEnquiryRequest, config: Config, locale: Locale = 'en'): Promise<EnquiryAnswer> {
  const enquiry: HomeEnquiry = {
    selectOption: trimmed(body.selectOption),
    firstName: trimmed(body.firstName),
    lastName: trimmed(body.lastName),
    phone: phoneDigits(body.phone),
    email: trimmed(body.email),
    comment: trimmed(body.comment),
  };
  const problems = homeProblems(enquiry);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  await storeWithMails(
    {
      kind: 'home',
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      phone: enquiry.phone,
      selectOption: enquiry.selectOption,
      notification: body.notification === true,
      fromLocation: null,
      toLocation: null,
      message: enquiry.comment,
    },
    (stored) => [companyMailForHome(stored, config), acknowledgementForHome(stored, config, locale)],
  );
  return { error: false, message: callerWords('enquirySent') };
}

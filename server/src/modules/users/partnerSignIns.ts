import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { ErrorCode, isEmail } from '@moveday/openapi';
import type { Config } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { queueMail } from '../mails/index.js';
import { findPartner, type AssignablePartner } from '../partners/index.js';
import { partnerInviteMail } from './mails.js';
import { hashPassword } from './passwords.js';
import * as repo from './usersRepository.js';
import { issueResetToken } from './usersService.js';
import type { PartnerSignIn } from './usersTypes.js';

/** An invitation is a reset link that lives longer: an invitee may open the mail days later. */
const INVITE_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const toSignIn = (user: repo.UserRecord): PartnerSignIn => ({
  id: user.id,
  email: user.email,
  invitedAt: user.createdAt.getTime(),
  activatedAt: user.activatedAt?.getTime() ?? null,
});

async function livePartner(partnerId: string, transaction?: Transaction): Promise<AssignablePartner> {
  const partner = await findPartner(partnerId, transaction);
  if (!partner) throw notFound('partnerNotFound');
  return partner;
}

export async function listSignIns(partnerId: string): Promise<PartnerSignIn[]> {
  const partner = await livePartner(partnerId);
  return (await repo.findPartnerSignIns(partner.id)).map(toSignIn);
}

const emailTaken = (email: string) => conflict(ErrorCode.emailTaken, 'emailTaken', { email });
const isUniqueViolation = (err: unknown) => (err as { name?: string })?.name === 'SequelizeUniqueConstraintError';

/**
 * Invites an email to sign in for a partner: a new sign-in with no usable password, and a mail
 * with a single-use link to set one (the reset machinery's rules, valid 7 days). Inviting the
 * partner's own sign-in again sends a fresh link and voids the older ones; an email of any other
 * account is refused. `created` tells a new sign-in from a fresh link.
 */
export async function inviteSignIn(partnerId: string, rawEmail: unknown, config: Config): Promise<{ signIn: PartnerSignIn; created: boolean }> {
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
  if (!email) throw validationError({ email: { key: 'fillMandatoryFields' } });
  if (!isEmail(email)) throw validationError({ email: { key: 'invalidEmailFormat' } });
  // Nobody knows this password: the sign-in opens only through the invitation's link.
  const unusable = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  try {
    return await db().transaction(async (transaction) => {
      const partner = await livePartner(partnerId, transaction);
      const existing = await repo.findUserByEmail(email, transaction);
      if (existing && (existing.userType !== 'partner' || existing.partnerId !== partner.id)) throw emailTaken(email);
      const user =
        existing ??
        (await repo.insertUser(
          { email, firstName: '', lastName: '', phone: '', userType: 'partner', partnerId: partner.id, passwordHash: unusable },
          transaction,
        ));
      if (existing) await repo.revokePasswordResets(existing.id, transaction);
      const token = await issueResetToken(user.id, INVITE_LINK_LIFETIME_MS, transaction);
      const link = `${config.publicUrl}/password/resetForm?token=${token}&invite=1`;
      await queueMail(partnerInviteMail(user.email, partner, link, user.locale), transaction, { secret: true });
      return { signIn: toSignIn(user), created: !existing };
    });
  } catch (err) {
    // Another invitation or signup took the address at the same moment.
    if (isUniqueViolation(err)) throw emailTaken(email);
    throw err;
  }
}

/** Removes a partner's sign-in: its sessions stop at their next call. */
export async function removeSignIn(partnerId: string, signInId: string): Promise<PartnerSignIn> {
  const partner = await livePartner(partnerId);
  const id = databaseId(signInId);
  const removed = id ? await repo.deletePartnerSignIn(partner.id, id) : null;
  if (!removed) throw notFound('signInNotFound');
  return toSignIn(removed);
}

/** Where a partner's sign-ins read their mail: those that have set a password (a pending one may never). */
export const activeSignInEmails = (partnerId: string, transaction?: Transaction): Promise<string[]> => repo.findActiveSignInEmails(partnerId, transaction);

/** Handed to the partners module at start: a deleted partner's sign-ins go with it, in its transaction. */
export const removeSignInsOf = (partnerId: string, transaction: Transaction): Promise<void> => repo.deleteSignInsOf(partnerId, transaction);

import { Body, Controller, Delete, Get, Path, Post, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { getConfig } from '../../platform/config.js';
import type { ErrorBody } from '../../platform/errors.js';
import * as signIns from './partnerSignIns.js';
import type { PartnerInviteRequest, PartnerSignIn } from './usersTypes.js';

/**
 * A partner's sign-ins (role `partner`): the people of a partner mover who see its jobs on
 * MoveDay and answer its offers. An admin invites an email from the partner's page; the invitee
 * sets a password with the mailed link and signs in on the same `/login` as everyone else.
 */
@Route('admin/partners/{partnerId}/signins')
@Tags('Partner sign-ins')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
@Response<ErrorBody>(404, 'No such partner (7006)')
export class PartnerSignInsController extends Controller {
  /**
   * The partner's sign-ins, oldest first: pending (`activatedAt` null: the invitee has not set a
   * password yet) and active ones.
   * @summary List a partner's sign-ins
   * @param partnerId The partner's database id.
   */
  @Get()
  public async listSignIns(@Path() partnerId: string): Promise<PartnerSignIn[]> {
    return signIns.listSignIns(partnerId);
  }

  /**
   * Invites an email to sign in for the partner: the invitee gets a mail with a single-use link to
   * set a password, valid for 7 days (`/password/resetForm?token=...&invite=1`). A new sign-in
   * answers 201; inviting one of this partner's sign-ins again sends a fresh link (200) and voids
   * the earlier ones. An email that belongs to any other account (a customer, an admin, another
   * partner's sign-in) is refused with 409.
   * @summary Invite a sign-in
   * @param partnerId The partner's database id.
   */
  @Post()
  @SuccessResponse(201, 'Invited')
  @Response<PartnerSignIn>(200, 'Invited again: a fresh link was sent')
  @Response<ErrorBody>(400, 'No email, or not an email (7001)')
  @Response<ErrorBody>(409, 'The email belongs to another account (7025)')
  public async inviteSignIn(@Path() partnerId: string, @Body() body: PartnerInviteRequest): Promise<PartnerSignIn> {
    const { signIn, created } = await signIns.inviteSignIn(partnerId, body.email, getConfig());
    this.setStatus(created ? 201 : 200);
    return signIn;
  }

  /**
   * Removes a sign-in: it can no longer sign in, and its open sessions stop at their next call.
   * @summary Remove a sign-in
   * @param partnerId The partner's database id.
   * @param signInId The sign-in's id.
   */
  @Delete('{signInId}')
  @Response<ErrorBody>(404, 'No such partner, or no such sign-in of it (7006)')
  public async removeSignIn(@Path() partnerId: string, @Path() signInId: string): Promise<PartnerSignIn> {
    return signIns.removeSignIn(partnerId, signInId);
  }
}

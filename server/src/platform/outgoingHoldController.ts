import { ErrorCode } from '@moveday/openapi';
import { Controller, Get, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from './auth.js';
import { liftHold, readHold, type OutgoingHold } from './backups/outgoingHold.js';
import { db } from './database.js';
import { conflict, type ErrorBody } from './errors.js';
import { countOutgoing, dropOutgoing, workHeldQueues, type OutgoingKind } from './jobs.js';
import { logger } from './logger.js';

export interface OutgoingHoldStatus {
  /** Whether outgoing work is held: no mail is sent and no webhook called until an admin releases or drops it. */
  held: boolean;
  /** When the hold began (the restore that set it), ms since the epoch; null when not held. */
  heldSince: number | null;
  /** The restored backup's file name; null when not held. */
  backupFile: string | null;
  /** When that backup was taken, ms since the epoch; null when not held. */
  backupTakenAt: number | null;
  /** What waits to go out now, held or not: mails queued or retrying, webhook deliveries waiting, card refunds of online cancellations. */
  waiting: Record<OutgoingKind, number>;
}

/** What a drop did: the hold is lifted, and what waited is marked not sent. */
export interface OutgoingDropped extends OutgoingHoldStatus {
  /** How many of each were marked not sent (failed, with the reason; each can still be sent again from its list). */
  dropped: Record<OutgoingKind, number>;
}

const statusOf = (hold: OutgoingHold | null, waiting: Record<OutgoingKind, number>): OutgoingHoldStatus => ({
  held: hold !== null,
  heldSince: hold?.since.getTime() ?? null,
  backupFile: hold?.backupFile ?? null,
  backupTakenAt: hold?.backupTakenAt.getTime() ?? null,
  waiting,
});

/** The reason a dropped mail or delivery shows in its list. */
const DROP_REASON = 'Not sent: dropped by an admin with the rest of the outgoing work held after a restore';

@Route('admin/outgoinghold')
@Tags('Operations')
@Security('jwt', ['admin'])
export class OutgoingHoldController extends Controller {
  /**
   * Whether outgoing work is held, and what waits to go out. `npm run restore` holds it (unless
   * given `--release-outgoing`): a restored backup may be a copy, whose queued mails and webhook
   * deliveries must not reach real customers and endpoints. While held, mail and deliveries
   * queue (those the backup held, and any made since) and nothing is sent; the rest of the server
   * works as usual.
   * @summary Outgoing work held after a restore (admin)
   */
  @Get()
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async outgoingHold(): Promise<OutgoingHoldStatus> {
    const [hold, waiting] = await Promise.all([readHold(), countOutgoing()]);
    return statusOf(hold, waiting);
  }

  /**
   * Lifts the hold: everything waiting goes out now, and every server sends as usual again (the
   * others within seconds). 409 when outgoing work is not held (any more: another admin released
   * or dropped it).
   * @summary Release held outgoing work (admin)
   */
  @Post('release')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(409, 'Outgoing work is not held (7036)')
  public async releaseOutgoing(@Request() request: AuthenticatedRequest): Promise<OutgoingHoldStatus> {
    const hold = await db().transaction((transaction) => liftHold(transaction));
    if (!hold) throw conflict(ErrorCode.outgoingNotHeld, 'outgoingNotHeld');
    logger.warn({ by: request.user.id, backupFile: hold.backupFile }, 'outgoing work released by an admin: what waited goes out now');
    await workHeldQueues('released');
    return statusOf(null, await countOutgoing());
  }

  /**
   * Lifts the hold after marking everything waiting not sent: queued mails and waiting webhook
   * deliveries become `failed`, with the reason, and their jobs are deleted, in one transaction.
   * Mail and deliveries made from then on go out as usual. One of them can still be sent again from
   * its list. 409 when outgoing work is not held (any more), and then nothing is dropped.
   * @summary Drop held outgoing work (admin)
   */
  @Post('drop')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(409, 'Outgoing work is not held (7036)')
  public async dropOutgoing(@Request() request: AuthenticatedRequest): Promise<OutgoingDropped> {
    const dropped = await db().transaction(async (transaction) => {
      const hold = await liftHold(transaction);
      return hold ? { hold, counts: await dropOutgoing(DROP_REASON, transaction) } : null;
    });
    if (!dropped) throw conflict(ErrorCode.outgoingNotHeld, 'outgoingNotHeld');
    logger.warn(
      { by: request.user.id, backupFile: dropped.hold.backupFile, dropped: dropped.counts },
      'outgoing work dropped by an admin: what waited is not sent',
    );
    await workHeldQueues('dropped');
    return { ...statusOf(null, await countOutgoing()), dropped: dropped.counts };
  }
}

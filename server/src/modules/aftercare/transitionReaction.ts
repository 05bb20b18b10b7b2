import { formatMessage } from '@moveday/openapi';
import { getConfig } from '../../platform/config.js';
import { queueMail } from '../mails/index.js';
import { statusWord, type TransitionReaction } from '../orders/index.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import { cancelledOnlineInboxMail } from './mails.js';
import { scheduleRatingRequest } from './ratingLink.js';
import { closePendingOf } from './selfServiceRepository.js';

/**
 * Aftercare's part of a lifecycle transition, in its transaction: a change request still pending
 * when its order is cancelled or completed is closed with it (nothing is left to answer); a
 * completed move gets its rating request; a customer's own cancellation is told to the company inbox.
 */
export const aftercareTransitionReaction =
  (needs: AftercareNeeds): TransitionReaction =>
  async ({ action, actor, after }, transaction) => {
    if (action === 'cancel' || action === 'complete') {
      const closed = await closePendingOf(after.id, formatMessage('changeClosedWithOrder', { status: { key: statusWord(after.status) } }), transaction);
      if (closed) {
        await needs.records.recordChange(
          after.id,
          {
            actorId: null,
            actorRole: 'system',
            action: 'changeclosed',
            fromStatus: after.status,
            toStatus: after.status,
            changes: { changeRequestId: closed.id },
          },
          transaction,
        );
      }
    }
    if (action === 'complete') await scheduleRatingRequest(after, transaction);
    if (action === 'cancel' && actor.userType === 'customer') {
      const { infoEmail, publicUrl } = getConfig();
      await queueMail(cancelledOnlineInboxMail(after, infoEmail, publicUrl), transaction, { order: after });
    }
  };

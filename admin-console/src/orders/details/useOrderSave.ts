import { normalizeMoveDraft } from '@moveday/openapi';
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { Limits } from '@moveday/openapi';
import { useShowMessage } from '../../common/MessageDialog';
import { isQuoteServiceError, messageOf } from '../../lib/http';
import type { AdminOrderDetail, CustomerDetails, MoveDraft, UpdatedAdminOrder } from '../../lib/types';
import { draftOf } from '../form/draft';
import { DETAIL } from '../detailMeta';

export const COST_UPDATED = 'Algorithm cost has been updated as per the latest changes';

export interface OrderChange {
  draft?: MoveDraft;
  customerDetails?: CustomerDetails;
  finalMoveAmount?: string;
}

/**
 * Saves one edit of an order through react-admin's update (PUT /api/admin/orders/{id}): the whole
 * draft as edited, re-priced by the server; the version read, so a concurrent change is refused
 * rather than overwritten. A changed algorithm cost shows the spec's notice (5 s, top right); the
 * quote-service error opens its dialog.
 */
export function useOrderSave(record: AdminOrderDetail) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const show = useShowMessage();
  const [quoteError, setQuoteError] = useState<string | null>(null);

  const save = (change: OrderChange) =>
    new Promise<void>((resolve, reject) => {
      const data = {
        ...normalizeMoveDraft(change.draft ?? draftOf(record)),
        ...(change.customerDetails ? { customerDetails: change.customerDetails } : {}),
        ...(change.finalMoveAmount !== undefined ? { finalMoveAmount: change.finalMoveAmount } : {}),
        version: record.version,
      };
      update(
        'orders',
        { id: record.id, data, previousData: record, meta: DETAIL },
        {
          mutationMode: 'pessimistic',
          onSuccess: (updated) => {
            if ((updated as UpdatedAdminOrder).algorithmCostChanged) {
              notify(COST_UPDATED, { type: 'info', autoHideDuration: Limits.snackbarMs, anchorOrigin: { vertical: 'top', horizontal: 'right' } });
            } else {
              notify('Order details saved', { type: 'success' });
            }
            resolve();
          },
          onError: (error) => {
            if (isQuoteServiceError(error)) setQuoteError(error.message);
            else void show(messageOf(error));
            reject(error);
          },
        },
      );
    });

  return { save, saving: isPending, quoteError, clearQuoteError: () => setQuoteError(null) };
}

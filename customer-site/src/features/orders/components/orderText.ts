import { useMemo } from 'react';
import { draftWords, type MoveDraft } from '@moveday/openapi';
import { useFormats, useT } from '@/lib/i18n';
import type { OrderDetail } from '../api/getOrderDetail';

/** Words for an order's fields in the reader's language: the options book's, and the orders book's for what is not chosen. */
export function useOrderText() {
  const t = useT();
  const { day } = useFormats();
  return useMemo(() => {
    const words = draftWords(t, { none: 'orderNoneOfThem', noKit: 'orderNoKit', otherObstacle: 'orderOtherObstacle', count: 'orderItemCount' });
    return {
      ...words,
      serviceType: (serviceType: OrderDetail['serviceType']) => words.serviceType({ serviceType } as Pick<MoveDraft, 'serviceType'>) || t('orderNotChosen'),
      packingKit: (packingSupplies: OrderDetail['packingSupplies']) => words.packingKit({ packingSupplies } as Pick<MoveDraft, 'packingSupplies'>),
      additionalHelp: (additionalHelp: OrderDetail['additionalHelp']) => words.additionalHelp({ additionalHelp } as Pick<MoveDraft, 'additionalHelp'>),
      /** A calendar day as every screen shows one (MM/DD/YYYY in English), or 'Not set'. */
      day: (ms: number | null | undefined) => (ms === null || ms === undefined ? t('orderDayNotSet') : day(ms)),
    };
  }, [t, day]);
}

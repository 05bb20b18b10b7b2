import { emptyDraft } from '@moveday/openapi';
import type { CustomerDetails, MoveDraft } from '../../lib/types';

// The draft-editing rules are the shared catalogue's (the wizard uses the same ones).
export { changed, draftProblems, emptyAddress, emptyDraft, selectedKit, serviceTypeKey, todayOf, withKit } from '@moveday/openapi';

export const emptyCustomer = (): CustomerDetails => ({ firstName: '', lastName: '', userEmail: '', userPhone: '' });

/** The move draft's fields out of an order record (which carries much else). */
export function draftOf(record: MoveDraft): MoveDraft {
  const { serviceType, moveDatePreferences, pickupTab1, pickupTab2, dropLocationTab, packingSupplies, servicesTab, additionalHelp } = record;
  return structuredClone({ serviceType, moveDatePreferences, pickupTab1, pickupTab2, dropLocationTab, packingSupplies, servicesTab, additionalHelp });
}

export const isDraftEmpty = (draft: MoveDraft, customer: CustomerDetails): boolean =>
  JSON.stringify(draft) === JSON.stringify(emptyDraft()) && JSON.stringify(customer) === JSON.stringify(emptyCustomer());

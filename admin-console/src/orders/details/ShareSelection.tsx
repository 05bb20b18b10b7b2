import Checkbox from '@mui/material/Checkbox';
import { createContext, useContext, type ReactNode } from 'react';
import type { SelectedMoveDetails } from '../../lib/types';

export type ShareKey = keyof SelectedMoveDetails;

/** The spec's defaults (admin-side §2): move details, service type and both dates. */
export const DEFAULT_SELECTION: SelectedMoveDetails = {
  customerDetails: false,
  moveDetails: true,
  serviceType: true,
  preferredDateOpt1: true,
  preferredDateOpt2: true,
  pickupLocation: false,
  dropoffLocation: false,
  services: false,
  cancelReason: false,
  cancelDate: false,
  finalCost: false,
};

interface ShareContextValue {
  selected: SelectedMoveDetails;
  set: (keys: readonly ShareKey[], value: boolean) => void;
}

const ShareContext = createContext<ShareContextValue | null>(null);

export const ShareProvider = ({ value, children }: { value: ShareContextValue; children: ReactNode }) => (
  <ShareContext.Provider value={value}>{children}</ShareContext.Provider>
);

/** True while the details page is in Download To Share's field-selection mode. */
export const useSharing = (): boolean => useContext(ShareContext) !== null;

/**
 * A selection checkbox: one flag, or a parent over several (checked when all are, partial when
 * some are; ticking it selects or clears them all).
 */
export function ShareCheckbox({ keys, label }: { keys: readonly ShareKey[]; label: string }) {
  const context = useContext(ShareContext);
  if (!context) return null;
  const count = keys.filter((key) => context.selected[key]).length;
  const all = count === keys.length;
  return (
    <Checkbox
      checked={all}
      indeterminate={count > 0 && !all}
      onChange={() => context.set(keys, !all)}
      slotProps={{ input: { 'aria-label': `Include ${label}` } }}
    />
  );
}

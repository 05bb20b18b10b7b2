import type { ReactNode } from 'react';

/**
 * Keeps clicks on a row's buttons and their dialogs (portals still bubble through React) from
 * reaching the row, whose click opens the order.
 */
export function StopPropagation({ children }: { children: ReactNode }) {
  return (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const PLAIN = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * Fields that take input only once the app runs them. A prerendered form shows before its code
 * runs; what a visitor typed or chose before would show but not be kept (React does not read it
 * when it takes the page over), so until then the fields are disabled, as a native fieldset does.
 * Only this element renders again when the app starts, not the form inside it.
 */
export function FieldsOnceRunning({ children }: { children: ReactNode }) {
  const running = useHydrated();
  return (
    <fieldset disabled={!running} style={PLAIN}>
      {children}
    </fieldset>
  );
}

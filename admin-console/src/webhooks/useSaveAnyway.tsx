import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';

/**
 * The question asked when the server finds an address's name does not resolve now: a typo, or a
 * receiver whose name is not set up yet. `ask(host)` opens it and answers true for "Save anyway";
 * `dialog` goes in the page.
 */
export function useSaveAnyway(): { ask: (host: string) => Promise<boolean>; dialog: ReactNode } {
  const [asked, setAsked] = useState<{ host: string; answer: (save: boolean) => void } | null>(null);
  const ask = (host: string) => new Promise<boolean>((answer) => setAsked({ host, answer }));
  const close = (save: boolean) => {
    asked?.answer(save);
    setAsked(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title="Save an address that does not resolve?"
      message={`The name ${asked?.host ?? ''} does not resolve now. Check the address for a typo, or save it anyway if its name is not set up yet: each delivery looks it up again.`}
      confirmLabel="Save anyway"
      cancelLabel="Check the address"
      onConfirm={() => close(true)}
      onClose={() => close(false)}
    />
  );
  return { ask, dialog };
}

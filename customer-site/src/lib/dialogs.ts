import { useSyncExternalStore } from 'react';

/**
 * The global dialogs of customer-side §2, driven from anywhere (a form, a call's error handler):
 * the 'Oops!' error, the loading spinner, Terms of Use, Privacy Policy, congratulations with the
 * move number, already-have-an-account and the admin-account message, plus small message dialogs.
 */
export interface MessageDialog {
  title?: string;
  message: string;
  okLabel?: string;
  onOk?: () => void;
}

export interface DialogState {
  /** The loading indicator is a counter: shown while above 0, never below 0 (customer-side §4). */
  loading: number;
  error: MessageDialog | null;
  message: MessageDialog | null;
  legal: 'terms' | 'privacy' | null;
  congratulations: { moveId: string; onClose?: () => void } | null;
  accountExists: { onLogin: () => void; onCancel: () => void } | null;
  adminAccount: MessageDialog | null;
}

const initial: DialogState = {
  loading: 0,
  error: null,
  message: null,
  legal: null,
  congratulations: null,
  accountExists: null,
  adminAccount: null,
};

let state: DialogState = initial;
const listeners = new Set<() => void>();

function update(change: Partial<DialogState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const dialogs = {
  /**
   * The 'Oops!' dialog; its button reads 'Ok' unless the spec names it otherwise ('OK' for the
   * wizard's date rules). Its title is the reader's book's (`errorDialogTitle`), given where it is drawn.
   */
  showError(message: string, onOk?: () => void, okLabel?: string): void {
    update({ error: { message, onOk, okLabel } });
  },
  showMessage(dialog: MessageDialog): void {
    update({ message: dialog });
  },
  startLoading(): void {
    update({ loading: state.loading + 1 });
  },
  stopLoading(): void {
    update({ loading: Math.max(0, state.loading - 1) });
  },
  /** Shows the spinner while the work runs; it clears on any outcome. */
  async withLoading<T>(work: () => Promise<T>): Promise<T> {
    dialogs.startLoading();
    try {
      return await work();
    } finally {
      dialogs.stopLoading();
    }
  },
  showTerms(): void {
    update({ legal: 'terms' });
  },
  showPrivacy(): void {
    update({ legal: 'privacy' });
  },
  showCongratulations(moveId: string, onClose?: () => void): void {
    update({ congratulations: { moveId, onClose } });
  },
  showAccountExists(onLogin: () => void, onCancel: () => void): void {
    update({ accountExists: { onLogin, onCancel } });
  },
  showAdminAccountMessage(message: string, onOk?: () => void): void {
    update({ adminAccount: { message, onOk } });
  },
  /** Closes one dialog; its callback runs after. */
  close(which: Exclude<keyof DialogState, 'loading'>): void {
    update({ [which]: null });
  },
};

export const getDialogState = (): DialogState => state;

/** Calls `listener` whenever a dialog opens or closes (outside React: a page of islands opens its dialogs' root with the first). */
export function onDialogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogState(): DialogState {
  return useSyncExternalStore(onDialogChange, getDialogState, getDialogState);
}

export const anyDialogOpen = (s: DialogState): boolean =>
  s.loading > 0 ||
  s.error !== null ||
  s.message !== null ||
  s.legal !== null ||
  s.congratulations !== null ||
  s.accountExists !== null ||
  s.adminAccount !== null;

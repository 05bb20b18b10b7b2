import { useSyncExternalStore } from 'react';

/** The browser's install offer (Chromium's `beforeinstallprompt`); not in TypeScript's DOM types. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Listens from the first moment: the browser fires the offer once, possibly before React renders. */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers installation with its own button.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

export async function install(): Promise<void> {
  const pending = offer;
  if (!pending) return;
  await pending.prompt();
  await pending.userChoice.catch(() => undefined);
  // An offer can be used once.
  offer = null;
  emit();
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false,
  );
}

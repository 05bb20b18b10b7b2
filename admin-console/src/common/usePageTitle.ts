import { useEffect } from 'react';

/** The browser tab's title for a screen (the console has no title bar of its own). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · MoveDay Back Office` : 'MoveDay Back Office';
  }, [title]);
}

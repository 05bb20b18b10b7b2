import { Suspense } from 'react';
import { lazyChunk } from '@/lib/chunk-load';
import { useCanInstall } from '@/lib/pwa';

const InstallPrompt = lazyChunk(() => import('./InstallPrompt'));

/** Where 'Add to home screen' shows once the browser offers to install the app; its code loads then. */
export function InstallPromptSlot() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}

import { Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { SomethingWentWrong } from '@/components/errors/SomethingWentWrong';
import { lazyChunk } from '@/lib/chunk-load';
import { anyDialogOpen, useDialogState } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { MarkRunning } from '@/lib/use-hydrated';
import { TopBar } from './TopBar';

const DialogHost = lazyChunk(() => import('@/components/dialogs/DialogHost'));

/** The shell every customer page shares: skip link, the top bar, the page in `<main>`, the global dialogs. */
export function AppLayout() {
  const t = useT();
  const dialogState = useDialogState();
  // Loaded with the first dialog, then kept, so that dialogs close with their transition.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  if (!dialogsLoaded && anyDialogOpen(dialogState)) setDialogsLoaded(true);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 16,
          top: -100,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          '&:focus': { top: 16 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <TopBar />
      <Box component="main" id="main" ref={main} tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        {/* A page that fails shows the error page under the top bar; another address tries afresh. */}
        <ErrorBoundary
          resetKey={pathname}
          fallback={
            <>
              <SomethingWentWrong />
              <MarkRunning target={main} />
            </>
          }
        >
          {/* The top bar stays put while a page's code loads. */}
          <Suspense fallback={<Box sx={{ minHeight: '60vh' }} aria-busy="true" />}>
            <Outlet />
            {/* `data-running` on <main> once the page in it runs (not just shows). */}
            <MarkRunning target={main} />
          </Suspense>
        </ErrorBoundary>
      </Box>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      )}
    </Box>
  );
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { listenForInstallOffer } from '@/lib/pwa';
import { restoreSession } from '@/lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render: the install offer may come early, and the session decides the first screen.
listenForInstallOffer();
restoreSession();

// A transition: React renders the first screen in small slices, so the page never stops
// answering for long on a slow phone.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

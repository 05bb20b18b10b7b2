import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreen } from './App';
import { pathFromHash } from './integrations/integrationFacts';

// An address written the old hash way (/admin/#/webhooks/<id>/show, as a mail may link it) means its path.
const hashPath = pathFromHash(window.location.hash);
if (hashPath) window.history.replaceState(null, '', `/admin${hashPath}`);

// The screen asked for loads alongside the app instead of after react-admin has started.
preloadScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

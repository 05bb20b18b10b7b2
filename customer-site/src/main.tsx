import { startSite } from '@/app/startSite';
import { listenForInstallOffer } from '@/lib/pwa';
import { restoreSession } from '@/lib/session';

// Before the first render: the install offer may come early, and the session decides the first screen.
listenForInstallOffer();
await startSite(restoreSession());

import { lazyScreen } from '../lib/lazyScreen';

/** The dispatch calendar (/dispatch): its own chunk, FullCalendar with it, loaded when the tab is opened. */
export const loadDispatch = () => import('./DispatchCalendar');
export const DispatchCalendar = lazyScreen(loadDispatch);

import { lazy } from 'react';

/** The dispatch calendar (/dispatch): its own chunk, FullCalendar with it, loaded when the tab is opened. */
export const loadDispatch = () => import('./DispatchCalendar');
export const DispatchCalendar = lazy(loadDispatch);

/** The reports module's public face: first-party analytics events (it owns the events table); other figures are read through the other modules' services. */
export { defineEventModels } from './eventsModels.js';
export { countClicks, countPageViews, recordEvent } from './eventsService.js';

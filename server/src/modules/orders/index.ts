/** The orders module's public face. */
export { defineOrderModels } from './models.js';
export { countActiveAssignments } from './lifecycleService.js';
export { offerTimersQueue } from './offersService.js';
export { bookingsPerWeek, exportOrderBatches, findExportOrder, orderFigures, quoteConversion } from './reportQueries.js';
export type { ExportOrderRow, OrderFigures, QuoteConversion, WeeklyBookings } from './reportQueries.js';

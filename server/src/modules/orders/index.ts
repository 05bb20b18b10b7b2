/** The orders module's public face. */
export { defineOrderModels } from './models.js';
export { countActiveAssignments } from './lifecycleService.js';
export { offerTimersQueue } from './offersService.js';
export { partnerRatings, ratingRequestsQueue } from './ratings.js';
export { daySheetOrders } from './dispatchService.js';
export { jobOnDay, jobsPerDay } from './partnerFit.js';
export { bookingsPerWeek, exportOrderBatches, findExportOrder, orderFigures, quoteConversion } from './reportQueries.js';
export type { DaySheetOrder, ExportOrderRow, OrderFigures, QuoteConversion, WeeklyBookings } from './reportQueries.js';
export { closeCustomerOrders, customerOrderCounts, customerOrderLines, exportCustomerOrders, lockCustomerOrders } from './accountOrders.js';

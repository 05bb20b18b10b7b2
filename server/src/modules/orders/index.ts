/**
 * The orders module's public face: the order book (booking, the console's orders, the lifecycle's
 * transitions, each order's record and history) and the reads other modules make of it.
 */
export { createOrdersModule } from './ordersModule.js';
export type { OrdersModule, OrdersNeeds } from './ordersModule.js';
export { defineOrderModels } from './models.js';

// The lifecycle's rules and what the modules built on it hear of a transition.
export { countActiveAssignments, statusWord, transitionAllowed } from './lifecycleService.js';
export type { Lifecycle, LifecycleAction, Transition, TransitionReaction } from './lifecycleService.js';
export type { AfterBookingRecords, OrderRecords } from './orderRecords.js';

// An order as stored, and its views.
export { findMove } from './movesRepository.js';
export type { MoveRecord } from './movesRepository.js';
export { dayOrNull, toOrderDetail } from './orderViews.js';
export type { AssignmentState, MoveStatus, OrderDetail } from './orderViews.js';
export type { AdminOrderDetail } from './adminOrdersTypes.js';
export type { AdminChangeRequest, ChangeRequestState, CustomerChangeRequest, GivenRating } from './afterBookingTypes.js';
export { findOwnOrder } from './customerOrdersService.js';
export { customerWording } from './readers.js';
export { pricedColumns } from './pricedColumns.js';
export { updateMoveAtVersion } from './adminOrdersRepository.js';

// The offer's columns: written for the crews and aftercare modules, which own the offer's rules.
export { acceptOffer, declineOffer, expireOffer, markCrewOnWay, reassignOrder } from './lifecycleRepository.js';
export { findPartnerJobs, wasOfferedTo } from './partnerJobsRepository.js';

// Each partner's load, for dispatch and the partners module.
export { jobOnDay, jobsPerDay } from './crewLoadRepository.js';
export { dayOfPartner } from './partnerDay.js';
export { findDispatchMoves } from './calendarRepository.js';
export type { DispatchCriteria, DispatchMove } from './calendarRepository.js';

// The reports' read API: figures and rows read by the reports and dispatch modules.
export { bookingsPerWeek, exportOrderBatches, findDaySheetOrders, findExportOrder, orderFigures, quoteConversion } from './reportReadsRepository.js';
export type { DaySheetOrder, ExportOrderRow, OrderFigures, QuoteConversion, WeeklyBookings } from './reportReadsRepository.js';
// The main request bodies, for the OpenAPI document's examples (scripts/requestExamples.ts).
export type { AddOrderRequest } from './adminOrdersTypes.js';
export type { SignupDetails } from './bookingService.js';
export type { AssignPartnerRequest, CancelOrderRequest, ChangeStatusRequest } from './lifecycleService.js';

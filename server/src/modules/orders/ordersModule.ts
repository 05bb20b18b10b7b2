import type { Locale } from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { controllerMaker } from '../../platform/controllers.js';
import type { MailAttachment } from '../../platform/mail.js';
import { closeCustomerOrders, customerOrderCounts, customerOrderLines, exportCustomerOrders, lockCustomerOrders } from './accountOrders.js';
import { addOrder } from './addOrder.js';
import { AdminOrdersController } from './adminOrdersController.js';
import type { AddOrderAnswer, AddOrderRequest, AdminOrderDetail } from './adminOrdersTypes.js';
import { BookingController } from './bookingController.js';
import type { BookingNeeds } from './bookingService.js';
import { editOrder, type EditedOrder, type OrderEdit } from './editOrder.js';
import { LifecycleController } from './lifecycleController.js';
import { createLifecycle, type TransitionReaction } from './lifecycleService.js';
import type { MoveRecord } from './movesRepository.js';
import { createOrderRecords, type AfterBookingRecords } from './orderRecords.js';

/** What the orders module asks of the modules built on it, handed in at start (compose.ts). */
export interface OrdersNeeds {
  /** The after-booking records (change requests, ratings) the order's record shows: aftercare's. */
  afterBooking: AfterBookingRecords;
  /** Run in each lifecycle transition's transaction, in this order: crews', then aftercare's. */
  transitionReactions(): readonly TransitionReaction[];
  /** The booking confirmation's attachments (the order's PDF and calendar file): aftercare's paperwork. */
  bookingAttachments(move: MoveRecord, locale: Locale): Promise<MailAttachment[]>;
}

/** The console's order calls that write (Add Order, Edit) and read one order. */
export interface AdminOrders {
  add(actor: Principal, request: AddOrderRequest): Promise<AddOrderAnswer>;
  edit(actor: Principal, id: string, edit: OrderEdit): Promise<EditedOrder>;
  detail(id: string): Promise<AdminOrderDetail>;
}

/** The order book: booking, the console's orders, the lifecycle, and the order's record, built from what it needs. */
export function createOrdersModule(needs: OrdersNeeds) {
  const records = createOrderRecords(needs.afterBooking);
  const lifecycle = createLifecycle(records, needs.transitionReactions);
  const booking: BookingNeeds = { records, attachmentsOf: needs.bookingAttachments };
  const adminOrders: AdminOrders = {
    add: (actor, request) => addOrder(records, actor, request),
    edit: (actor, id, edit) => editOrder(records, actor, id, edit),
    detail: records.getOrderDetail,
  };
  return {
    records,
    lifecycle,
    /** A customer's orders, for the users module's account data and closure flow. */
    customerOrders: {
      ordersOf: (customerId: string) => exportCustomerOrders(needs.afterBooking, customerId),
      orderLinesOf: customerOrderLines,
      orderCountsOf: customerOrderCounts,
      lockOrdersOf: lockCustomerOrders,
      closeOrdersOf: (closure: Parameters<typeof closeCustomerOrders>[1], transaction: Parameters<typeof closeCustomerOrders>[2]) =>
        closeCustomerOrders({ records, afterBooking: needs.afterBooking }, closure, transaction),
    },
    controllers: [
      controllerMaker(AdminOrdersController, () => new AdminOrdersController(adminOrders)),
      controllerMaker(LifecycleController, () => new LifecycleController(lifecycle)),
      controllerMaker(BookingController, () => new BookingController(booking)),
    ],
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;

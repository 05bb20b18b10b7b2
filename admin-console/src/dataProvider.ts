import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { callJson, download, request, type CallKind } from './lib/http';
import type {
  AddOrderAnswer,
  AddOrderRequest,
  AdminQuoteAnswer,
  AdminQuoteRequest,
  LifecycleAnswer,
  OrderListFilter,
  OrderTabCounts,
  Partner,
  SelectedMoveDetails,
} from './lib/types';
import type { DashboardFigures } from './dashboard/types';

/**
 * ra-data-simple-rest's client, on our fetch: the bearer token from the stored session, and failures
 * as ApiError with the message to show (the order book's calls say 7011, the rest 7012).
 */
async function httpClient(url: string, options: RequestInit = {}) {
  const kind: CallKind = url.includes('/api/admin/orders') ? 'orders' : 'admin';
  const response = await request(url, options, kind);
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: body ? JSON.parse(body) : undefined };
}

const rest = simpleRestProvider('/api/admin', httpClient);

/** The console's data provider: the REST resources (orders, partners, enquiries) and the spec's other calls. */
export interface MoveDayDataProvider extends DataProvider {
  /** The Open and Close tabs' figures for a search and view. */
  countOrders(filter: OrderListFilter): Promise<OrderTabCounts>;
  /** Check Quote on Add Order: prices the draft, stores nothing. */
  quoteNewOrder(body: AdminQuoteRequest): Promise<AdminQuoteAnswer>;
  /** Save Details (`save`) or Confirm Order (`confirm`) on Add Order. */
  addOrder(body: AddOrderRequest): Promise<AddOrderAnswer>;
  confirmOrder(moveDatabaseID: string): Promise<LifecycleAnswer>;
  completeOrder(moveDatabaseID: string): Promise<LifecycleAnswer>;
  assignPartner(body: { moveDatabaseID: string; actualMoveDate: number; partnerDatabaseID: string }): Promise<LifecycleAnswer>;
  cancelOrder(body: { moveDatabaseID: string; cancelReason: string; moveCancelDate: number }): Promise<LifecycleAnswer>;
  /** Every partner, for the Assign Partner dialog. */
  fetchPartners(): Promise<Partner[]>;
  /** Every figure of the dashboard in one call. */
  getDashboard(): Promise<DashboardFigures>;
  /** Every order as CSV; answers the saved file's name. */
  downloadOrdersCsv(): Promise<string>;
  /** One order's chosen groups as CSV or PDF; answers the saved file's name. */
  downloadOrder(format: 'csv' | 'pdf', moveDatabaseID: string, selectedMoveDetails: SelectedMoveDetails): Promise<string>;
}

const post = <T,>(path: string, body: unknown) => callJson<T>(path, { body });

export const dataProvider: MoveDayDataProvider = {
  ...rest,
  countOrders: (filter) => callJson<OrderTabCounts>(`/admin/orders/counts?filter=${encodeURIComponent(JSON.stringify(filter))}`, {}, 'orders'),
  quoteNewOrder: (body) => post('/admin/getquote_addorder', body),
  addOrder: (body) => post('/addorder', body),
  confirmOrder: (moveDatabaseID) => post('/admin/change_status', { status: 'open', moveDatabaseID }),
  completeOrder: (moveDatabaseID) => post('/admin/change_status', { status: 'completed', moveDatabaseID }),
  assignPartner: (body) => post('/admin/assignpartner', body),
  cancelOrder: (body) => post('/admin/add_cancel_reason', body),
  fetchPartners: () => callJson<Partner[]>('/admin/fetchpartners'),
  getDashboard: () => callJson<DashboardFigures>('/admin/dashboard'),
  downloadOrdersCsv: () => download('/admin/fetchcsv', { method: 'GET' }, 'moveday-orders.csv'),
  downloadOrder: (format, moveDatabaseID, selectedMoveDetails) =>
    download(`/admin/fetchsingle${format}`, { body: { moveDatabaseID, selectedMoveDetails } }, `moveday-order.${format}`),
};

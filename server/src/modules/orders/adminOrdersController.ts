import { Body, Controller, Get, Path, Post, Put, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import type {
  AddOrderAnswer,
  AddOrderRequest,
  AdminOrderDetail,
  AdminOrderRow,
  AdminOrderUpdate,
  EditOrderAnswer,
  EditOrderRequest,
  OrderReference,
  OrderTabCounts,
  UpdatedAdminOrder,
} from './adminOrdersTypes.js';
import type { AdminOrders } from './ordersModule.js';
import { countOrderTabs, listOrders } from './listOrders.js';

@Route('')
@Tags('Orders (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class AdminOrdersController extends Controller {
  constructor(private readonly orders: AdminOrders) {
    super();
  }

  /**
   * Orders, never quotes. Without query parameters: the spec's plain list, every order, open ones
   * first (open, then estimate_open, then partnerassigned, each by move date then customer name;
   * open orders a partner declined or let expire come first of all), then closed ones newest first.
   *
   * With ra-data-simple-rest's parameters, one page, filtered, sorted and paged by the database,
   * and its place in the whole in the `Content-Range` header (`orders 0-24/319`):
   * - `sort`: `["field","ASC"|"DESC"]`, field one of `default` (the order above), `moveDate`,
   *   `customerName`, `moveID`, `moveStatus` (lifecycle order), `partnerName`, `finalMoveAmount`;
   * - `range`: `[first, last]`, whole numbers with 0 <= first <= last <= 10,000,000, at most 500 rows;
   * - `filter`: a JSON object with any of `group` (`open`: estimate_open, open, partnerassigned;
   *   `close`: completed, cancelled), `status` (one or a list), `view` (the spec's exclusive filters:
   *   `unassigned`, `assigned`, `unconfirmed`, `completed`, `cancelled`), `q` (every word must occur,
   *   case-insensitively, in the customer's first or last name, email, phone or the move number;
   *   a phone written with punctuation is searched by its digits; at most 100 characters),
   *   `assignmentState` (one or a list of `offered`, `accepted`, `declined`, `expired`),
   *   `changeRequest` (`pending`: only orders whose customer's change request waits for an answer),
   *   `moveDayFrom` and `moveDayTo` (calendar days as UTC midnight ms, both included: orders moving
   *   from / until that day, by the actual move date once set, else the first preferred date; today's
   *   moves are `{"moveDayFrom":d,"moveDayTo":d}`) and `id` (a list, for getMany).
   * @summary List orders
   * @param sort e.g. ["moveDate","ASC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"group":"open","view":"unassigned","q":"smith"}
   */
  @Get('admin/orders')
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:read'])
  public async listOrders(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<AdminOrderRow[]> {
    const list = await listOrders({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('orders', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * The Open and Close tabs' figures for a filter (`q`, `status`, `view`, `assignmentState`, `changeRequest`; `group` is ignored): what
   * matches on each tab and how many there are in all, for 'Open (shown/total)'. A view counts on its
   * own tab only (`unassigned` narrows the Open figure, not the Close one).
   * @summary Count orders per tab
   * @param filter e.g. {"q":"smith","view":"unassigned"}
   */
  @Get('admin/orders/counts')
  @Response<ErrorBody>(400, 'A malformed filter (7001)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:read'])
  public async countOrders(@Query() filter?: string): Promise<OrderTabCounts> {
    return countOrderTabs(filter);
  }

  /**
   * One order with everything the Order Details screen shows, its price lines and its history.
   * @summary Get an order
   * @param id The order's database id.
   */
  @Get('admin/orders/{id}')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:read'])
  public async getOrder(@Path() id: string): Promise<AdminOrderDetail> {
    return this.orders.detail(id);
  }

  /**
   * The same edit as `POST /admin/editorder`, as react-admin's update sends it: the order record
   * with the draft's fields at the top level, `customerDetails`, `finalMoveAmount` and the `version`
   * it read; read-only fields are ignored. Answers the updated record, with `algorithmCostChanged`.
   * @summary Edit an order (REST)
   * @param id The order's database id.
   */
  @Put('admin/orders/{id}')
  @Response<ErrorBody>(400, 'The draft, the customer or the amount breaks a rule (7001)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Response<ErrorBody>(
    409,
    'The order is completed or cancelled (7017), was changed by someone else meanwhile (7016), or a locked preferred date was changed (7018)',
  )
  @Response<ErrorBody>(422, 'The quote-service error (7009)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async updateOrder(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: AdminOrderUpdate): Promise<UpdatedAdminOrder> {
    const { customerDetails, finalMoveAmount, version, ...draft } = body;
    const edited = await this.orders.edit(request.user, id, { draft, customerDetails, finalMoveAmount, version });
    return { ...edited.order, algorithmCostChanged: edited.algorithmCostChanged, previousEstimate: edited.previousEstimate };
  }

  /**
   * The order the Order Details screen opens (the spec's call); the same record as `GET /admin/orders/{id}`.
   * @summary Get an order (spec call)
   */
  @Post('admin/residentialmovedetail')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:read'])
  public async residentialMoveDetail(@Body() body: OrderReference): Promise<AdminOrderDetail> {
    return this.orders.detail(body.moveDatabaseID);
  }

  /**
   * Creates an order for a customer. The customer's details follow admin-side §5 (all required:
   * 'Fill all the mandatory fields'; 'Name accepts characters only'; 'Invalid Email'; 'Invalid phone
   * number'); the draft follows the same rules and pricing as a customer's quote (400, or the
   * quote-service error 422); `finalMoveAmount`, when given, is digits only, at most 9, not 0
   * ('Amount accepts numbers only'), and defaults to the estimate for a rough estimate, else to 90%
   * of it rounded up. `save` stores it unconfirmed (estimate_open), `confirm` confirmed (open).
   * The order is linked to the customer account with that email when there is one; Add Order
   * creates no account.
   * @summary Add an order (admin)
   */
  @Post('addorder')
  @Response<ErrorBody>(400, 'The customer, the draft or the amount breaks a rule (7001); `fields` names each')
  @Response<ErrorBody>(422, 'The quote-service error (7009)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async addOrder(@Request() request: AuthenticatedRequest, @Body() body: AddOrderRequest): Promise<AddOrderAnswer> {
    return this.orders.add(request.user, body);
  }

  /**
   * Edits an order that is not closed: the draft is re-priced (preferred dates that have passed are
   * allowed), the customer's details and the final cost are updated when given. Completed and
   * cancelled orders are read-only (409). With a partner assigned, the preferred date other than the
   * partner's move date is locked (409); moving the partner's date moves the actual move date. When
   * `version` is sent and the order changed since, or another edit wins a race, 409: reload and
   * edit again. `algorithmCostChanged` tells the console to show 'Algorithm cost has been updated as
   * per the latest changes'.
   * @summary Edit an order (admin)
   */
  @Post('admin/editorder')
  @Response<ErrorBody>(400, 'The draft, the customer or the amount breaks a rule (7001)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Response<ErrorBody>(409, 'Read-only (7017), changed meanwhile (7016), or a locked date (7018)')
  @Response<ErrorBody>(422, 'The quote-service error (7009)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:write'])
  public async editOrder(@Request() request: AuthenticatedRequest, @Body() body: EditOrderRequest): Promise<EditOrderAnswer> {
    const edited = await this.orders.edit(request.user, body.moveDatabaseID, {
      draft: body.residential_details,
      customerDetails: body.customerDetails,
      finalMoveAmount: body.finalMoveAmount,
      version: body.version,
    });
    return { error: false, ...edited };
  }
}

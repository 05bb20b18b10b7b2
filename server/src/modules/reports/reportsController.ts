import type { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Post, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import * as dashboard from './dashboardService.js';
import { daySheetPdf } from './daySheet.js';
import type { ConversionRate, CurrentOrders, DashboardFigures, OpenOrderTotalAmount, PastOrderTotalAmount, PastOrders, TotalUsers } from './dashboardTypes.js';
import * as exportsService from './exportsService.js';
import type { ExportFile, SingleOrderExportRequest } from './exportsService.js';

/**
 * The dashboard's figures (admin-side §2, §3) and the order exports (admin-side §2 Download To
 * Share, §7). Orders are moves past the quote; a `quoted` move (a visitor's quote not yet booked)
 * is never an order and appears in no figure but the conversion rate's quotes, and in no export.
 */
@Route('admin')
@Tags('Dashboard and exports (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class ReportsController extends Controller {
  /**
   * Every dashboard figure in one answer, each as its own call defines it, plus the bookings of
   * the last 12 weeks (Monday to Sunday on Denver's calendar, the current week last, so far; an
   * order counts in the week it was booked or added, whatever became of it since) and the quote
   * wizard's funnel: page views of each wizard step over the last 30 days, from the customer
   * site's analytics events (`/getaquotetabs`, then `/PickupTab1_Filled`, `/PickupTab2_Filled`,
   * `/ServiceTab_Filled`, `/DropTab_Filled`, `/ReviewTab_Filled`, `/quoteestimate`, `/signup`);
   * every count is 0 until the site reports events. Customer satisfaction has no data (the console
   * shows 'No Data').
   * @summary All dashboard figures
   */
  @Get('dashboard')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async dashboard(): Promise<DashboardFigures> {
    return dashboard.dashboardFigures();
  }

  /**
   * The Current Orders donut: `partnerUnassignedCount` = orders in estimate_open or open (booked,
   * no partner yet); `partnerAssignedCount` = orders in partnerassigned; `currentOrderCount` = both.
   * @summary Current orders
   */
  @Get('currentorders')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async currentOrders(): Promise<CurrentOrders> {
    return dashboard.currentOrders();
  }

  /**
   * Total users: the number of customer accounts ever created (admins not counted).
   * @summary Total users
   */
  @Get('totalusers')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async totalUsers(): Promise<TotalUsers> {
    return dashboard.totalUsers();
  }

  /**
   * The Past Orders donut: `completedCount`, `cancelledCount`, and `pastOrderCount`, both added up.
   * @summary Past orders
   */
  @Get('pastorders')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async pastOrders(): Promise<PastOrders> {
    return dashboard.pastOrders();
  }

  /**
   * Conversion rate, over all time: `bookedMoves` / `quotedMoves` x 100, rounded to one decimal
   * (0 while there is no quote). `quotedMoves`: every move a visitor had quoted through
   * `POST /residential_details` (its history starts with a `quoted` entry), whether still a quote
   * or booked since, whatever its status now. `bookedMoves`: of those, the ones booked (by signup
   * or a signed-in customer). Orders an admin added are in neither figure: nobody was converted.
   * A quote its visitor withdrew (`POST /signup_details/cancel_move`) is deleted, so it counts in
   * neither.
   * @summary Conversion rate
   */
  @Get('conversionrate')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async conversionRate(): Promise<ConversionRate> {
    return dashboard.conversionRate();
  }

  /**
   * Open order amount: the sum of the final amounts (whole dollars) of the orders in
   * estimate_open, open and partnerassigned.
   * @summary Open orders' total amount
   */
  @Get('fetchopenordertotalamount')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async openOrderTotalAmount(): Promise<OpenOrderTotalAmount> {
    return dashboard.openOrderTotalAmount();
  }

  /**
   * Past order amount: the sum of the final amounts (whole dollars) of completed orders;
   * cancelled ones earned nothing and are left out.
   * @summary Completed orders' total amount
   */
  @Get('fetchpastordertotalamount')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async pastOrderTotalAmount(): Promise<PastOrderTotalAmount> {
    return dashboard.pastOrderTotalAmount();
  }

  /**
   * Every order (never a quote) as CSV (`text/csv; charset=utf-8`, with a UTF-8 byte order mark
   * for Excel), streamed from one database snapshot a batch at a time, in the console's default
   * order. A header row, then one row per order: Move ID, Status, Partner, Actual Move Date,
   * Booked On, the customer, service type, both preferred dates, the pickup (type, street, city,
   * state, zip, size, floors, rooms, heavy items, navigation), services (boxes and supplies,
   * delivery date, additional help), the drop-off, Algorithm Cost (USD), Final Cost (USD), Price
   * Type, Cancel Reason and Cancel Date. Days are MM/DD/YYYY, amounts whole dollars without
   * separators; free text starting with = + - or @ gets a leading ' so no spreadsheet runs it.
   * The file name (`moveday-orders-YYYY-MM-DD.csv`) is in `Content-Disposition`.
   * @summary Export every order as CSV
   */
  @Get('fetchcsv')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The CSV file, streamed', 'text/csv')
  @Response<ErrorBody>(500, 'The database could not be read; once the file has started, a failure cuts the connection instead (7000)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async fetchCsv(@Request() request: ExpressRequest): Promise<Readable> {
    return this.sendFile(request, await exportsService.allOrdersCsv());
  }

  /**
   * The same orders and columns as `fetchcsv`, as an Excel workbook (one sheet, Orders, header row
   * frozen), streamed with exceljs' streaming writer: days are dates formatted mm/dd/yyyy and
   * amounts numbers formatted $#,##0, so the sheet sorts and sums. The file name
   * (`moveday-orders-YYYY-MM-DD.xlsx`) is in `Content-Disposition`.
   * @summary Export every order as XLSX
   */
  @Get('fetchxlsx')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The XLSX workbook, streamed', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @Response<ErrorBody>(500, 'The database could not be read; once the file has started, a failure cuts the connection instead (7000)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async fetchXlsx(@Request() request: ExpressRequest): Promise<Readable> {
    return this.sendFile(request, await exportsService.allOrdersXlsx());
  }

  /**
   * Download To Share as CSV: the order's selected groups only, as a header row and one row, with
   * the same columns and formats as `fetchcsv`. The groups: `customerDetails` (First Name, Last
   * Name, Email, Phone), `moveDetails` (Move ID, Status, Partner, Actual Move Date), `serviceType`,
   * `preferredDateOpt1`, `preferredDateOpt2`, `pickupLocation`, `dropoffLocation`, `services`,
   * `cancelReason`, `cancelDate`, `finalCost` (Final Cost (USD), Price Type). At least one must be
   * true. File name `moveday-order-<Move ID>.csv` in `Content-Disposition`.
   * @summary Export one order as CSV
   */
  @Post('fetchsinglecsv')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The CSV file', 'text/csv')
  @Response<ErrorBody>(400, 'No group selected, or a malformed body (7001)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async fetchSingleCsv(@Request() request: ExpressRequest, @Body() body: SingleOrderExportRequest): Promise<Readable> {
    return this.sendFile(request, await exportsService.singleOrderCsv(body));
  }

  /**
   * Download To Share as PDF: a one-page MoveDay summary of the order's selected groups (the same
   * groups as `fetchsinglecsv`), headed by the final cost when it is selected. Nothing else of the
   * order appears, not even its move number unless `moveDetails` is selected. File name
   * `moveday-order-<Move ID>.pdf` in `Content-Disposition`.
   * @summary Export one order as PDF
   */
  @Post('fetchsinglepdf')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The PDF file', 'application/pdf')
  @Response<ErrorBody>(400, 'No group selected, or a malformed body (7001)')
  @Response<ErrorBody>(404, 'No such order (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['reports:read'])
  public async fetchSinglePdf(@Request() request: ExpressRequest, @Body() body: SingleOrderExportRequest): Promise<Readable> {
    return this.sendFile(request, await exportsService.singleOrderPdf(body));
  }

  /**
   * A day's dispatch sheet to print: every move standing on that day in the dispatch calendar but
   * the cancelled ones, grouped by partner (those still needing a crew first), each with its
   * customer and phone, both addresses, the home and its items, the service and help, and its
   * status. The calendar's city and partner filters apply. File name
   * `moveday-dispatch-YYYY-MM-DD.pdf` in `Content-Disposition`.
   * @summary A day's dispatch sheet as PDF
   * @param day The day, YYYY-MM-DD.
   * @param city A served city: only moves whose pickup lies in its area.
   * @param partnerId Only this partner's moves.
   */
  @Get('dispatch/daysheet')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The PDF file', 'application/pdf')
  @Response<ErrorBody>(400, 'Not a day, an unknown city or partner id (7001)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['orders:read'])
  public async daySheet(@Request() request: ExpressRequest, @Query() day?: string, @Query() city?: string, @Query() partnerId?: string): Promise<Readable> {
    return this.sendFile(request, await daySheetPdf({ day, city, partnerId }));
  }

  /**
   * The file's headers; tsoa pipes the body. Once the status is sent an error cannot be reported,
   * so a failure mid-file cuts the connection (the client sees a broken download, never a file
   * that looks whole); a client that goes away stops the reading of the database.
   */
  private sendFile(request: ExpressRequest, file: ExportFile): Readable {
    this.setStatus(200);
    this.setHeader('Content-Type', file.contentType);
    this.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    this.setHeader('Cache-Control', 'no-store');
    if (file.length !== undefined) this.setHeader('Content-Length', String(file.length));
    request.res?.once('close', () => file.body.destroy());
    file.body.on('error', () => request.res?.destroy());
    return file.body;
  }
}

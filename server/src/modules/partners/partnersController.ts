import { Body, Controller, Delete, Get, Path, Post, Put, Query, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { formatMessage } from '@moveday/openapi';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import * as daysOff from './daysOff.js';
import * as partners from './partnersService.js';
import type { PartnerPorts } from './ports.js';
import type { DayOffRequest, DaysOffAnswer, Partner, PartnerEditInput, PartnerInput, PartnerReference, PartnerResult } from './partnersTypes.js';

const VALIDATION =
  "The first failing rule of admin-side §5, in its order (7001): 'fill all the mandatory fields' (company name, state, city, primary contact's name, primary email, primary phone), 'invalid email format' (primary email), 'invalid phone number' (primary phone, 10 digits), 'invalid email format' (any other email given), 'invalid phone number' (any other phone given), then the lengths (company 60, city 30, state 30, contact name 50, notes 100); the dispatch fields (service cities from the served areas, crews 1 to 50 or null, licence number 40, insurance's last day a calendar day) are checked after all these. `fields` names the failing fields in the form the request used";

/**
 * The spec's partner calls (admin-side §7). Partners travel in both forms, grouped
 * (`partnerDetails`, `primaryContact`, `secondaryContact`) and flat (`companyName`,
 * `namePrimaryContact`, ..., `notesSecondaryContact`); requests may use either and answers carry both.
 */
@Route('')
@Tags('Partners')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class PartnersController extends Controller {
  constructor(private readonly ports: PartnerPorts) {
    super();
  }

  /**
   * Every partner (deleted ones excepted), by company name, with `partnerID`, `companyName` and
   * `location` ("City, ST") for the list and the Assign Partner dialog, and all their fields.
   * @summary List partners
   */
  @Get('admin/fetchpartners')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:read'])
  public async fetchPartners(): Promise<Partner[]> {
    return partners.listPartners(this.ports);
  }

  /**
   * Add Partner. A company name already used by another partner in the same city and state is
   * refused (409). Answers the partner as saved in `result`.
   * @summary Add a partner
   */
  @Post('partner_details')
  @Response<ErrorBody>(400, VALIDATION)
  @Response<ErrorBody>(409, 'Another partner has this company name in this city and state (7022)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async addPartner(@Body() body: PartnerInput): Promise<PartnerResult> {
    return { error: false, message: formatMessage('partnerAdded'), result: await partners.addPartner(this.ports, body) };
  }

  /**
   * Edit Partner: the whole partner as edited, with its `partnerID`; the same rules as Add Partner.
   * Orders already assigned to the partner keep the company name they were assigned under.
   * @summary Edit a partner
   */
  @Post('partner_details/editpartnerdetail')
  @Response<ErrorBody>(400, VALIDATION)
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Response<ErrorBody>(409, 'Another partner has this company name in this city and state (7022)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async editPartner(@Body() body: PartnerEditInput): Promise<PartnerResult> {
    const { partnerID, ...input } = body;
    return { error: false, message: formatMessage('partnerSaved'), result: await partners.editPartner(this.ports, partnerID, input) };
  }

  /**
   * One partner, for the Edit Partner screen, in `result`.
   * @summary Get a partner
   */
  @Post('partner_details/partnerdetail')
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:read'])
  public async partnerDetail(@Body() body: PartnerReference): Promise<PartnerResult> {
    return { error: false, message: '', result: await partners.getPartner(this.ports, body.partnerID) };
  }

  /**
   * Deletes a partner; refused (409) while orders assigned to it are open (status
   * partnerassigned). Completed and cancelled orders keep the partner's name. The partner no longer
   * appears in lists or can be assigned; `result` is the partner as it was.
   * @summary Delete a partner
   */
  @Post('partner_details/deletepartner')
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Response<ErrorBody>(409, 'Orders assigned to the partner are still open (7021)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async deletePartner(@Body() body: PartnerReference): Promise<PartnerResult> {
    return { error: false, message: formatMessage('partnerDeleted'), result: await partners.deletePartner(this.ports, body.partnerID) };
  }
}

/** The console's `partners` resource over ra-data-simple-rest, backed by the same rules as the spec's calls. */
@Route('admin/partners')
@Tags('Partners (REST)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class PartnersResourceController extends Controller {
  constructor(private readonly ports: PartnerPorts) {
    super();
  }

  /**
   * One page of partners and its place in the whole in `Content-Range` (`partners 0-24/31`).
   * - `sort`: `["field","ASC"|"DESC"]`, field one of `companyName` (the default), `location`
   *   (city, then state), `city`, `state`, `createdAt`, `updatedAt`;
   * - `range`: `[first, last]`, whole numbers with 0 <= first <= last <= 10,000,000, at most 500 rows;
   * - `filter`: `q` (every word must occur, case-insensitively, in the company name, city, state,
   *   or a contact's name, primary email or primary phone; a phone written with punctuation is
   *   searched by its digits; at most 100 characters) and `id` (a list, for getMany).
   * @summary List partners (REST)
   * @param sort e.g. ["companyName","ASC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"q":"denver"}
   */
  @Get()
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:read'])
  public async list(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<Partner[]> {
    const page = await partners.listPartnerPage(this.ports, { sort, range, filter });
    this.setHeader('Content-Range', contentRange('partners', page.offset, page.rows.length, page.total));
    return page.rows;
  }

  /**
   * @summary Get a partner (REST)
   * @param id The partner's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:read'])
  public async getOne(@Path() id: string): Promise<Partner> {
    return partners.getPartner(this.ports, id);
  }

  /**
   * The same as `POST /partner_details`; answers the new record.
   * @summary Add a partner (REST)
   */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(400, VALIDATION)
  @Response<ErrorBody>(409, 'Another partner has this company name in this city and state (7022)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async create(@Body() body: PartnerInput): Promise<Partner> {
    const created = await partners.addPartner(this.ports, body);
    this.setStatus(201);
    return created;
  }

  /**
   * The same as `POST /partner_details/editpartnerdetail`, with the record as react-admin sends it
   * back (both forms; read-only fields ignored). Answers the updated record.
   * @summary Edit a partner (REST)
   * @param id The partner's database id.
   */
  @Put('{id}')
  @Response<ErrorBody>(400, VALIDATION)
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Response<ErrorBody>(409, 'Another partner has this company name in this city and state (7022)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async update(@Path() id: string, @Body() body: PartnerInput): Promise<Partner> {
    return partners.editPartner(this.ports, id, body);
  }

  /**
   * The same as `POST /partner_details/deletepartner`; answers the deleted record.
   * @summary Delete a partner (REST)
   * @param id The partner's database id.
   */
  @Delete('{id}')
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Response<ErrorBody>(409, 'Orders assigned to the partner are still open (7021)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async remove(@Path() id: string): Promise<Partner> {
    return partners.deletePartner(this.ports, id);
  }

  /**
   * Its days off from today (Denver's) on: the days it cannot work, set by an admin or by the
   * partner in its own area. No job can be assigned to it on those days.
   * @summary A partner's days off
   * @param partnerId The partner's database id.
   */
  @Get('{partnerId}/daysoff')
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:read'])
  public async listDaysOff(@Path() partnerId: string): Promise<DaysOffAnswer> {
    return daysOff.listDaysOff(partnerId);
  }

  /**
   * Marks a day off (today or later; one already marked stays as it is). Refused with 409 (7027)
   * while the partner has a job that day: reassign it first. Answers the days off.
   * @summary Add a day off
   * @param partnerId The partner's database id.
   */
  @Post('{partnerId}/daysoff')
  @Response<ErrorBody>(400, 'Not a day, in the past or more than two years ahead (7001)')
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Response<ErrorBody>(409, 'The partner has a job that day (7027)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async addDayOff(@Path() partnerId: string, @Body() body: DayOffRequest): Promise<DaysOffAnswer> {
    return daysOff.addDayOff(this.ports, partnerId, body.day, 'admin');
  }

  /**
   * @summary Remove a day off
   * @param partnerId The partner's database id.
   * @param day The day (UTC midnight ms).
   */
  @Delete('{partnerId}/daysoff/{day}')
  @Response<ErrorBody>(404, 'No such partner (7006)')
  @Security('jwt', ['admin'])
  @Security('apiKey', ['partners:write'])
  public async removeDayOff(@Path() partnerId: string, @Path() day: number): Promise<DaysOffAnswer> {
    return daysOff.removeDayOff(partnerId, day);
  }
}

import type { Readable } from 'node:stream';
import { Body, Controller, Get, Path, Post, Produces, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { fileAnswer } from '../../platform/fileAnswer.js';
import { callerWording, ENGLISH } from '../../platform/i18n.js';
import { contentRange } from '../../platform/restList.js';
import type { Settlements } from './settlementsModule.js';
import type {
  AdminStatement,
  AdminStatementDetail,
  IssueStatementsRequest,
  IssuedStatements,
  PayoutRequest,
  SettlementFigures,
  Statement,
  StatementDetail,
  StatementTotals,
} from './settlementsTypes.js';

/** The console's Settlements tab: every partner's weekly statements, their payment, and the books. */
@Route('admin/settlements')
@Tags('Settlements (admin)')
@Security('jwt', ['admin'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, 'Not an admin (7005)')
export class SettlementsController extends Controller {
  constructor(private readonly settlements: Settlements) {
    super();
  }

  /**
   * Every partner's statements, the newest week first, as ra-data-simple-rest lists them, with their
   * place in the whole in `Content-Range` (`settlements 0-24/57`).
   * - `sort`: `["field","ASC"|"DESC"]`, field one of `weekStart` (the default), `issuedAt`, `totalCents`, `partnerName`, `number`;
   * - `range`: `[first, last]`, whole numbers with 0 <= first <= last <= 10,000,000, at most 500 rows; without it the first 25;
   * - `filter`: a JSON object with any of `partnerId`, `state` (`unpaid`, `sending`, `paid`, or a
   *   list), `from` and `to` (calendar days, UTC midnight ms: statements whose week overlaps them),
   *   `q` (words in the number, the partner's name or the payment's reference) and `id` (a list, for getMany).
   * @summary List partner statements (admin)
   * @param sort e.g. ["weekStart","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"state":"unpaid"}
   */
  @Get()
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  public async listStatements(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<AdminStatement[]> {
    const list = await this.settlements.listStatements({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('settlements', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * The money in the statements the same `filter` selects (`GET /admin/settlements`): their total,
   * what of it is paid, and what is owed, in cents.
   * @summary Statement totals (admin)
   * @param filter e.g. {"partnerId":"4b837702-12d6-4f87-bb83-14eddb1e9223"}
   */
  @Get('totals')
  @Response<ErrorBody>(400, 'A malformed filter (7001)')
  public async statementTotals(@Query() filter?: string): Promise<StatementTotals> {
    return this.settlements.statementTotals(filter);
  }

  /**
   * The dashboard's money out: what unpaid statements owe the partners (and how many), what was
   * paid this calendar month (Denver), and what was earned that no statement holds yet.
   * @summary Money owed to partners, for the dashboard (admin)
   */
  @Get('figures')
  public async settlementFigures(): Promise<SettlementFigures> {
    return this.settlements.settlementFigures();
  }

  /**
   * The accountant's file for a period (`from` and `to` in `filter`, both required, calendar days):
   * per partner, the statements of the weeks that ended in it, their jobs, call-out fees and
   * adjustments, total, paid and owed, in US dollars (CSV, `text/csv; charset=utf-8` with a byte
   * order mark for Excel). File name `moveday-settlements-<from>-to-<to>.csv`.
   * @summary Export partner settlements as CSV (admin)
   * @param filter e.g. {"from":1796083200000,"to":1798675200000}
   */
  @Get('export.csv')
  @Produces('text/csv')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The CSV file', 'text/csv')
  @Response<ErrorBody>(400, 'No period, or a malformed filter (7001)')
  public async settlementsCsv(@Query() filter?: string): Promise<Readable> {
    const file = await this.settlements.settlementsCsv(filter);
    return fileAnswer(this, { ...file, contentType: 'text/csv; charset=utf-8' });
  }

  /**
   * Issues the statements of a week that has ended, for each partner that has none for it yet and
   * is owed something: what the Monday job (06:00, company time) does for the week before by
   * itself, for a week it missed. Run twice, a week issues each statement once.
   * @summary Issue a week's statements (admin)
   */
  @Post('issue')
  @Response<ErrorBody>(400, 'Not a day of a week that has ended (7001)')
  public async issueStatements(@Body() body: IssueStatementsRequest): Promise<IssuedStatements> {
    return this.settlements.statements.issueFor(body);
  }

  /**
   * The statement with its lines, its payment, and whether it can go by Stripe.
   * @summary A partner statement (admin)
   * @param id The statement's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'No such statement (7006)')
  public async statement(@Path() id: string): Promise<AdminStatementDetail> {
    return this.settlements.statements.adminDetail(id);
  }

  /**
   * The statement as the partner was sent it, in English (PDF).
   * @summary A partner statement (PDF, admin)
   * @param id The statement's database id.
   */
  @Get('{id}/statement.pdf')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The PDF file', 'application/pdf')
  @Response<ErrorBody>(404, 'No such statement (7006)')
  public async statementPdf(@Path() id: string): Promise<Readable> {
    return fileAnswer(this, await this.settlements.statementFile(id, null, ENGLISH, 'pdf'));
  }

  /**
   * The statement's lines as CSV, in English.
   * @summary A partner statement (CSV, admin)
   * @param id The statement's database id.
   */
  @Get('{id}/statement.csv')
  @Produces('text/csv')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The CSV file', 'text/csv')
  @Response<ErrorBody>(404, 'No such statement (7006)')
  public async statementCsv(@Path() id: string): Promise<Readable> {
    return fileAnswer(this, await this.settlements.statementFile(id, null, ENGLISH, 'csv'));
  }

  /**
   * Records how the statement was paid by hand (a bank transfer, a check, cash), with the day and a
   * reference; the partner is mailed. Two admins at once: the second answers 409.
   * @summary Mark a statement paid (admin)
   * @param id The statement's database id.
   */
  @Post('{id}/payment')
  @Response<ErrorBody>(400, 'A method, reference or day out of its range (7001)')
  @Response<ErrorBody>(404, 'No such statement (7006)')
  @Response<ErrorBody>(409, 'Paid already, or a Stripe transfer for it is under way (7041)')
  public async markPaid(@Request() request: AuthenticatedRequest, @Path() id: string, @Body() body: PayoutRequest): Promise<AdminStatementDetail> {
    return this.settlements.statements.pay(request.user, id, body);
  }

  /**
   * Pays the statement by a Stripe Connect transfer to the partner's connected account (its terms),
   * with an idempotency key: the statement shows `sending` until Stripe's `transfer.created` event
   * marks it paid. Stripe's refusal leaves it unpaid with Stripe's words in `transferError`, and
   * answers 502.
   * @summary Pay a statement with Stripe (admin)
   * @param id The statement's database id.
   */
  @Post('{id}/transfer')
  @Response<ErrorBody>(404, 'No such statement (7006)')
  @Response<ErrorBody>(409, 'Paid already or a transfer under way (7041); Stripe off or no connected account (7042)')
  @Response<ErrorBody>(502, 'Stripe refused the transfer or did not answer (7040)')
  public async payWithStripe(@Path() id: string): Promise<AdminStatementDetail> {
    return this.settlements.statements.payWithStripe(id);
  }
}

/** A partner's sign-in reads its own partner's statements (role `partner`): another partner's never show. */
@Route('partner/statements')
@Tags('Partner jobs')
@Security('jwt', ['partner'])
@Response<ErrorBody>(401, 'Not signed in (7002)')
@Response<ErrorBody>(403, "Not a partner's sign-in (7005)")
export class OwnStatementsController extends Controller {
  constructor(private readonly settlements: Settlements) {
    super();
  }

  /**
   * The partner's statements, the newest week first.
   * @summary My statements
   */
  @Get()
  @Response<ErrorBody>(404, 'The partner is gone (7006)')
  public async ownStatements(@Request() request: AuthenticatedRequest): Promise<Statement[]> {
    return this.settlements.statements.ownStatements(request.user);
  }

  /**
   * One of the partner's statements with its lines; another partner's answers 404.
   * @summary My statement
   * @param id The statement's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(404, 'No such statement of this partner (7006)')
  public async ownStatement(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<StatementDetail> {
    return (await this.settlements.statements.ownStatement(request.user, id)).detail;
  }

  /**
   * The statement as a PDF, in the sign-in's language (`Accept-Language`).
   * @summary My statement (PDF)
   * @param id The statement's database id.
   */
  @Get('{id}/statement.pdf')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The PDF file', 'application/pdf')
  @Response<ErrorBody>(404, 'No such statement of this partner (7006)')
  public async ownStatementPdf(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<Readable> {
    return fileAnswer(this, await this.settlements.statementFile(id, request.user, callerWording(), 'pdf'));
  }

  /**
   * The statement's lines as CSV for the partner's books, in the sign-in's language.
   * @summary My statement (CSV)
   * @param id The statement's database id.
   */
  @Get('{id}/statement.csv')
  @Produces('text/csv')
  @SuccessResponse<{ 'Content-Disposition': string }>(200, 'The CSV file', 'text/csv')
  @Response<ErrorBody>(404, 'No such statement of this partner (7006)')
  public async ownStatementCsv(@Request() request: AuthenticatedRequest, @Path() id: string): Promise<Readable> {
    return fileAnswer(this, await this.settlements.statementFile(id, request.user, callerWording(), 'csv'));
  }
}

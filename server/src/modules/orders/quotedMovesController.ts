import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Post, Request, Response, Route, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import { requestLocale, wordingFor } from '../../platform/i18n.js';
import { priceLinesIn, type MoveDraft, type QuoteDetails } from '../quotes/index.js';
import { quoteResidentialMove } from './quotedMovesService.js';

export interface ResidentialQuoteAnswer {
  error: false;
  /** The move number people see and quote on the phone. */
  moveID: string;
  /** The database id the booking calls take. */
  moveDatabaseID: string;
  quote: QuoteDetails;
}

@Route('')
@Tags('Quotes')
export class QuotedMovesController extends Controller {
  /**
   * Validates and prices a residential move draft and keeps it as a quoted move, ready to book.
   * A draft that breaks a rule gets 400 with the spec's message for each failing field (`fields`,
   * keyed by the field's path). A place or distance the rate card cannot price gets the
   * quote-service error, 422 with code 7009, whose message says what we serve and what to do.
   * @summary Get an instant quote
   */
  @Post('residential_details')
  @Response<ErrorBody>(400, 'The draft breaks a rule (7001)')
  @Response<ErrorBody>(422, 'The quote-service error (7009)')
  public async quoteResidential(@Body() body: MoveDraft, @Request() request: ExpressRequest): Promise<ResidentialQuoteAnswer> {
    const quoted = await quoteResidentialMove(body);
    // The lines are stored as rule and quantity with their words' keys; answered in the reader's language.
    const quote = { ...quoted.quote, lines: priceLinesIn(quoted.quote.lines, wordingFor(requestLocale(request))) };
    return { error: false, moveID: quoted.moveID, moveDatabaseID: quoted.moveDatabaseID, quote };
  }
}

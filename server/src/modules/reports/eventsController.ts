import { Body, Controller, Middlewares, Post, Response, Route, SuccessResponse, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import { callLimit, clientAddress } from '../../platform/rateLimit.js';
import { recordEvent } from './eventsService.js';

/** A page view or a click, as the customer site reports it. */
export interface EventRequest {
  type: 'pageview' | 'click';
  /**
   * What was viewed or clicked: a route (`/login`), a wizard step (`/PickupTab1_Filled`) or a
   * button (`MoveType_Residential`).
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * The page it happened on, without its query string.
   * @minLength 1
   * @maxLength 200
   */
  path: string;
}

/** Events per client address per minute: far above what a person browsing sends, low enough to stop a flood. */
export const EVENTS_PER_MINUTE = 120;

export const eventsLimit = callLimit({
  name: 'events',
  windowSeconds: 60,
  limit: () => EVENTS_PER_MINUTE,
  key: clientAddress,
});

@Route('events')
@Tags('Analytics')
export class EventsController extends Controller {
  /**
   * Stores a first-party page view or click with the server's timestamp. No sign-in; nothing
   * that identifies the visitor is kept. Rate-limited per client address.
   * @summary Record a page view or a click
   */
  @Post()
  @Middlewares(eventsLimit)
  @SuccessResponse(204, 'Stored')
  @Response<ErrorBody>(400, 'A field is missing, too long or not allowed (7001)')
  @Response<ErrorBody>(429, 'Too many events from this address (7008)')
  public async record(@Body() body: EventRequest): Promise<void> {
    await recordEvent(body);
    this.setStatus(204);
  }
}

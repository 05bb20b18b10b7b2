import { Body, Controller, Delete, Get, Path, Post, Put, Query, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import * as webhooks from './webhooksService.js';
import type { CreatedWebhookEndpoint, NewWebhookEndpoint, WebhookEndpointChange, WebhookEndpointRow, WebhookSecret } from './integrationsTypes.js';

/**
 * Webhook endpoints: where MoveDay POSTs the events they subscribe to, signed with the endpoint's
 * secret (docs/integrations.md: the body, the headers, how to verify a signature). Deliveries go
 * through the job queue: each is written in the transaction of the change, retried with a doubling
 * wait for about a day, and one order's events reach an endpoint in the order they happened. An
 * endpoint whose delivery fails for good is turned off and the admins are mailed.
 */
@Route('admin/webhooks')
@Tags('Webhooks (admin)')
@Security('jwt', ['admin'])
export class WebhooksController extends Controller {
  /**
   * Every endpoint, newest first (`Content-Range: webhooks 0-24/2`). `sort` by `createdAt` (the
   * default), `url` or `updatedAt`; `filter` takes `enabled` (true or false), `q` (in the address or
   * description) and `id`.
   * @summary List webhook endpoints (admin)
   * @param sort e.g. ["createdAt","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"enabled":false}
   */
  @Get()
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async listWebhooks(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<WebhookEndpointRow[]> {
    const list = await webhooks.listEndpoints({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('webhooks', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * Registers an endpoint; its signing `secret` is in this answer and never again. The address must
   * be https (http to loopback is allowed outside production) and may not be on a private or local
   * network unless the server's WEBHOOK_ALLOWED_NETWORKS names it.
   * @summary Create a webhook endpoint (admin)
   */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(400, 'An address MoveDay may send to, at least one event (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async createWebhook(@Body() body: NewWebhookEndpoint): Promise<CreatedWebhookEndpoint> {
    this.setStatus(201);
    return webhooks.createEndpoint(body);
  }

  /**
   * @summary Get a webhook endpoint (admin)
   * @param id The endpoint's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such endpoint (7006)')
  public async getWebhook(@Path() id: string): Promise<WebhookEndpointRow> {
    return webhooks.getEndpoint(id);
  }

  /**
   * Changes an endpoint's address, description, events, or turns it off or on. Turned on again, what
   * waited for it is sent, oldest first.
   * @summary Edit a webhook endpoint (admin)
   * @param id The endpoint's database id.
   */
  @Put('{id}')
  @Response<ErrorBody>(400, 'An address MoveDay may send to, at least one event (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such endpoint (7006)')
  public async updateWebhook(@Path() id: string, @Body() body: WebhookEndpointChange): Promise<WebhookEndpointRow> {
    return webhooks.updateEndpoint(id, body);
  }

  /**
   * Removes an endpoint and its delivery log; what was still waiting for it is not sent.
   * @summary Delete a webhook endpoint (admin)
   * @param id The endpoint's database id.
   */
  @Delete('{id}')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such endpoint (7006)')
  public async deleteWebhook(@Path() id: string): Promise<WebhookEndpointRow> {
    return webhooks.deleteEndpoint(id);
  }

  /**
   * Gives the endpoint a new signing secret, in this answer only; the old one signs nothing more.
   * @summary Roll a webhook endpoint's secret (admin)
   * @param id The endpoint's database id.
   */
  @Post('{id}/secret')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such endpoint (7006)')
  public async rollWebhookSecret(@Path() id: string): Promise<WebhookSecret> {
    return webhooks.rollSecret(id);
  }
}

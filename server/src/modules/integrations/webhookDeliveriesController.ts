import { Controller, Get, Path, Post, Query, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import * as deliveries from './deliveriesService.js';
import type { WebhookDeliveryDetail, WebhookDeliveryRow } from './integrationsTypes.js';

/** The webhook delivery log: every event sent to every endpoint, its attempts and their status codes. */
@Route('admin/webhookdeliveries')
@Tags('Webhooks (admin)')
@Security('jwt', ['admin'])
export class WebhookDeliveriesController extends Controller {
  /**
   * Deliveries, newest first (`Content-Range: webhookdeliveries 0-24/1200`). `sort` by `createdAt`
   * (the default), `updatedAt`, `state`, `attempts` or `eventType`; `filter` takes `endpointId`,
   * `state` (`pending`, `sending`, `retrying`, `delivered`, `failed`, or a list), `eventType`,
   * `orderId`, `q` (in the move number or event type) and `id`.
   * @summary List webhook deliveries (admin)
   * @param sort e.g. ["createdAt","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"state":"failed"}
   */
  @Get()
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async listWebhookDeliveries(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<WebhookDeliveryRow[]> {
    const list = await deliveries.listDeliveries({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('webhookdeliveries', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * One delivery: the body as sent and every attempt with the receiver's status code.
   * @summary Get a webhook delivery (admin)
   * @param id The delivery's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such delivery (7006)')
  public async getWebhookDelivery(@Path() id: string): Promise<WebhookDeliveryDetail> {
    return deliveries.getDelivery(id);
  }

  /**
   * Sends a delivered or failed delivery again: the same event (same id and body), freshly signed.
   * It keeps its place among the order's events to this endpoint: any of them still waiting and
   * newer than it go after it. 409 while it is still in the queue, or when its endpoint is turned off.
   * @summary Send a webhook delivery again (admin)
   * @param id The delivery's database id.
   */
  @Post('{id}/resend')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such delivery (7006)')
  @Response<ErrorBody>(409, 'Still in the queue, or its endpoint is off (7032)')
  public async resendWebhookDelivery(@Path() id: string): Promise<WebhookDeliveryDetail> {
    return deliveries.resendDelivery(id);
  }
}

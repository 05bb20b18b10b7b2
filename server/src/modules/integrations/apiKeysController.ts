import { Body, Controller, Delete, Get, Path, Post, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { AuthenticatedRequest } from '../../platform/auth.js';
import type { ErrorBody } from '../../platform/errors.js';
import { contentRange } from '../../platform/restList.js';
import * as apiKeys from './apiKeysService.js';
import type { ApiKeyRow, CreatedApiKey, NewApiKey } from './integrationsTypes.js';

/**
 * API keys, for the systems a mover already runs (docs/integrations.md). A key is sent as
 * `Authorization: Bearer mdk_...` and may make the admin calls its scopes name (each call says
 * which in its `security`); it is refused at once once revoked or expired. Only admins signed in
 * manage keys: a key never makes another.
 */
@Route('admin/apikeys')
@Tags('API keys (admin)')
@Security('jwt', ['admin'])
export class ApiKeysController extends Controller {
  /**
   * Every key, newest first, as ra-data-simple-rest lists it (`Content-Range: apikeys 0-24/3`):
   * never the key itself. `sort` by `createdAt` (the default), `name`, `lastUsedAt` or `expiresAt`;
   * `filter` takes `state` (`active`, `expired`, `revoked`, or a list), `q` (in the name or prefix) and `id`.
   * @summary List API keys (admin)
   * @param sort e.g. ["createdAt","DESC"]
   * @param range e.g. [0,24]; first and last from 0 to 10,000,000
   * @param filter e.g. {"state":"active"}
   */
  @Get()
  @Response<ErrorBody>(400, 'A malformed sort, range or filter (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async listApiKeys(@Query() sort?: string, @Query() range?: string, @Query() filter?: string): Promise<ApiKeyRow[]> {
    const list = await apiKeys.listApiKeys({ sort, range, filter });
    this.setHeader('Content-Range', contentRange('apikeys', list.offset, list.rows.length, list.total));
    return list.rows;
  }

  /**
   * Makes a key: its `secret` is in this answer and never again (only its hash is kept).
   * @summary Create an API key (admin)
   */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<ErrorBody>(400, 'A name, at least one scope, an expiry ahead (7001)')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  public async createApiKey(@Body() body: NewApiKey, @Request() request: AuthenticatedRequest): Promise<CreatedApiKey> {
    this.setStatus(201);
    return apiKeys.createApiKey(request.user, body);
  }

  /**
   * @summary Get an API key (admin)
   * @param id The key's database id.
   */
  @Get('{id}')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such key (7006)')
  public async getApiKey(@Path() id: string): Promise<ApiKeyRow> {
    return apiKeys.getApiKey(id);
  }

  /**
   * Revokes a key: every server refuses it from the next call on. The record stays (revoked), so
   * the orders' history still names the key that made a change. Revoking a revoked key answers it as it is.
   * @summary Revoke an API key (admin)
   * @param id The key's database id.
   */
  @Delete('{id}')
  @Response<ErrorBody>(401, 'Not signed in (7002)')
  @Response<ErrorBody>(403, 'Not an admin (7005)')
  @Response<ErrorBody>(404, 'No such key (7006)')
  public async revokeApiKey(@Path() id: string): Promise<ApiKeyRow> {
    return apiKeys.revokeApiKey(id);
  }
}

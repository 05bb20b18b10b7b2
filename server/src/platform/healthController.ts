import { Controller, Get, Response, Route, Tags } from '@tsoa/runtime';
import { db } from './database.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  /** Seconds since the process started. */
  uptime: number;
}

@Route('health')
@Tags('Operations')
export class HealthController extends Controller {
  /**
   * Whether the server is up and its database answers. 503 when the database does not.
   * @summary Health check
   */
  @Get()
  @Response<Health>(503, 'The database does not answer')
  public async health(): Promise<Health> {
    const database = await db()
      .query('SELECT 1')
      .then(() => 'ok' as const, () => 'unreachable' as const);
    if (database !== 'ok') this.setStatus(503);
    return { status: database === 'ok' ? 'ok' : 'degraded', database, uptime: Math.round(process.uptime()) };
  }
}

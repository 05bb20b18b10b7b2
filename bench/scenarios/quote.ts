import { denverDraft } from '../../server/test/support/drafts.js';
import { expectStatus, type Scenario } from '../lib/scenario.js';

/**
 * POST /api/residential_details with a 2-bedroom Denver move: validation, zip look-ups, the
 * pricing engine and one insert of the quoted move per request. Compared with `health` at the
 * same connections (target: at least 40% of its req/s, p99 under 50 ms at 32 connections).
 */
export const quote: Scenario = {
  name: 'quote',
  description: 'POST /api/residential_details: validate, locate, price and store a quoted move',
  connections: 32,
  baseline: 'health',
  async prepare(ctx) {
    const req = { method: 'POST', path: '/api/residential_details', jsonBody: denverDraft() } as const;
    await expectStatus(ctx, req, 200);
    return req;
  },
};

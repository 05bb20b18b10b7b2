import type { components } from '@moveday/openapi/api';
import type { MoveStatus } from '../lib/types';

type Schemas = components['schemas'];

/** GET /api/admin/dispatch: one visible range of the calendar (at most 42 days). */
export type DispatchRange = Schemas['DispatchRange'];
export type DispatchDay = Schemas['DispatchDay'];
export type DispatchMove = Schemas['DispatchMove'];
export type DispatchPartner = Schemas['DispatchPartner'];

/** The statuses the calendar shows (a quoted move never is), in the order the filter lists them. */
export const DISPATCH_STATUSES = ['estimate_open', 'open', 'partnerassigned', 'completed', 'cancelled'] as const satisfies readonly MoveStatus[];
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

/** A calendar day in the dispatch call, 'YYYY-MM-DD'. */
export type IsoDay = string;

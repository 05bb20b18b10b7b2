import type { Client } from 'openapi-fetch';
import { api } from '@/lib/api-client';

/**
 * The days-off calls as /work/notes/dispatch-contract.md §2 has them, until the server's API
 * (issue 17) lands with its generated types: then the calls use `api` and these go.
 */
export interface DayOff {
  /** UTC-midnight ms. */
  day: number;
  setBy: 'admin' | 'partner';
}
export interface DaysOffAnswer {
  /** Today (in Denver) and later, ascending. */
  daysOff: DayOff[];
}
type Json<T> = { content: { 'application/json': T } };
interface DaysOffPaths {
  '/partner/daysoff': {
    get: { responses: { 200: Json<DaysOffAnswer> } };
    post: { requestBody: Json<{ day: number }>; responses: { 200: Json<DaysOffAnswer> } };
  };
  '/partner/daysoff/{day}': {
    delete: { parameters: { path: { day: number } }; responses: { 200: Json<DaysOffAnswer> } };
  };
}
export const daysOffApi = api as unknown as Client<DaysOffPaths>;

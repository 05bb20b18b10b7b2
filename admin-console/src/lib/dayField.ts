import { dayToIso, isoToDay } from '@moveday/openapi';

/** A filter's day as the browser's date field holds it (YYYY-MM-DD), or empty. */
export const dayFieldValue = (day: unknown): string => (typeof day === 'number' && Number.isFinite(day) ? dayToIso(day) : '');

/** The date field's value as the filter's day (UTC midnight ms, as the server takes it), or undefined when cleared. */
export const dayOfField = (value: string): number | undefined => (value ? isoToDay(value) : undefined);

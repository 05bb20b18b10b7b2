import { WEBHOOK_DELIVERY_STATES, labelOf, type WebhookDeliveryState } from '@moveday/openapi';
import type { StateChipColor, WebhookDeliveryRow } from '../lib/types';

/** How a delivery's state looks: failed wants an admin, retrying may yet go, delivered is done, the rest are under way. */
export const DELIVERY_STATE_COLORS: Record<WebhookDeliveryState, StateChipColor> = {
  pending: 'info',
  sending: 'info',
  retrying: 'warning',
  delivered: 'success',
  failed: 'error',
};

export const deliveryStateLabel = (state: WebhookDeliveryState): string => labelOf(WEBHOOK_DELIVERY_STATES, state);

/** The delivery log's tabs: every delivery, then one per state, in the catalogue's order and words. */
export const DELIVERY_TABS: readonly { value: 'all' | WebhookDeliveryState; label: string }[] = [
  { value: 'all', label: 'All' },
  ...WEBHOOK_DELIVERY_STATES.map((state) => ({ value: state.key, label: state.label })),
];

/** The states of a delivery still to be made (an endpoint's "waiting" count). */
export const WAITING_STATES: readonly WebhookDeliveryState[] = ['pending', 'sending', 'retrying'];

/** The tab a list filter stands for: one state, or All when none is; several (the waiting ones) select no tab. */
export function deliveryTabOf(state: unknown): 'all' | WebhookDeliveryState | false {
  if (Array.isArray(state)) return state.length === 0 ? 'all' : false;
  return typeof state === 'string' && WEBHOOK_DELIVERY_STATES.some((s) => s.key === state) ? (state as WebhookDeliveryState) : 'all';
}

/** The body as sent, indented for reading; as it is when it is not JSON. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The receiver's last status code, or a dash: no attempt yet, or no answer. */
export const statusText = (status: number | null): string => (status === null ? '-' : String(status));

/** A duration as a person reads it: 84 ms, 1.2 s. */
export const durationText = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** How soon a page showing a delivery on its way looks again: the queue takes one within a second or two. */
export const SENDING_REFRESH_MS = 2_000;

/**
 * Whether a page of deliveries asks again by itself (react-query's refetchInterval): while one is
 * waiting its first turn or being sent, so it turns Delivered (or Retrying) without a reload. A
 * retrying one waits seconds to hours for its next attempt: not worth asking for.
 */
export const refreshWhileSending = (deliveries: readonly Pick<WebhookDeliveryRow, 'state'>[] | undefined): number | false =>
  deliveries?.some((delivery) => delivery.state === 'pending' || delivery.state === 'sending') ? SENDING_REFRESH_MS : false;

/** The log filtered as a link from elsewhere asks (an endpoint's failed deliveries): react-admin's list address. */
export function deliveryLogPath(filter: Record<string, string | readonly string[]>): string {
  return `/webhookdeliveries?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

import { WEBHOOK_EVENTS, WEBHOOK_EVENT_KEYS, labelOf, type WebhookEventType } from '@moveday/openapi';
import { ApiError } from '../lib/http';
import type { NewWebhookEndpoint, WebhookEndpointChange, WebhookEndpointRow } from '../lib/types';

export const eventLabel = (event: WebhookEventType): string => labelOf(WEBHOOK_EVENTS, event);

/** An endpoint's events in a few words: every one, or their labels in the catalogue's order. */
export function eventsSummary(events: readonly WebhookEventType[]): string {
  if (WEBHOOK_EVENT_KEYS.every((key) => events.includes(key))) return 'Every event';
  return WEBHOOK_EVENT_KEYS.filter((key) => events.includes(key))
    .map(eventLabel)
    .join(', ');
}

/** The endpoint's state in a word: On, or Off (turned off by an admin, or by MoveDay after a delivery failed for good). */
export const endpointStateLabel = (endpoint: Pick<WebhookEndpointRow, 'enabled'>): string => (endpoint.enabled ? 'On' : 'Off');

/**
 * Why an endpoint is off, in a sentence or two: since when, and the reason MoveDay keeps (an
 * admin's turning it off, or the delivery that failed for good); an endpoint that is on has none.
 */
export function offNotice(endpoint: Pick<WebhookEndpointRow, 'enabled' | 'disabledAt' | 'disabledReason'>, moment: (ms: number) => string): string | null {
  if (endpoint.enabled) return null;
  const since = endpoint.disabledAt === null ? 'Off.' : `Off since ${moment(endpoint.disabledAt)}.`;
  const reason = endpoint.disabledReason?.trim();
  return reason ? `${since} ${/[.!?]$/.test(reason) ? reason : `${reason}.`}` : since;
}

/** The list's tabs: every endpoint, those on, those off (the server's `enabled` filter). */
export const ENDPOINT_TABS = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
] as const;

export type EndpointTab = (typeof ENDPOINT_TABS)[number]['value'];

/** The tab a list filter stands for (`enabled` true or false, as the address may hold it), else All. */
export function endpointTabOf(enabled: unknown): EndpointTab {
  if (enabled === true || enabled === 'true') return 'true';
  if (enabled === false || enabled === 'false') return 'false';
  return 'all';
}

/** The form's values as react-admin's inputs hold them (an emptied text input is null). */
export interface WebhookForm {
  url?: string | null;
  description?: string | null;
  events?: string[] | null;
}

/** What the form fills in from an endpoint. */
export const webhookFormOf = (endpoint: Pick<WebhookEndpointRow, 'url' | 'description' | 'events'>): WebhookForm => ({
  url: endpoint.url,
  description: endpoint.description,
  events: [...endpoint.events],
});

/** What Create sends: every field, an empty one empty, so that the server's own messages name what is missing. */
export const newWebhookBody = (values: WebhookForm): NewWebhookEndpoint => ({
  url: values.url ?? '',
  description: values.description ?? '',
  events: (values.events ?? []) as NewWebhookEndpoint['events'],
});

/** What Save sends: the address, the description and the events (turning on and off is a button of its own). */
export const webhookChange = (values: WebhookForm): WebhookEndpointChange => newWebhookBody(values);

/**
 * The host named by an address the server found does not resolve now (a 400 whose url field is
 * `webhookUrlDoesNotResolve`), for the question "save anyway?"; undefined for any other answer.
 */
export function unresolvedHostOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const url = error.fieldMessages?.url;
  return url?.key === 'webhookUrlDoesNotResolve' && typeof url.params?.host === 'string' ? url.params.host : undefined;
}

/**
 * The API keys' and webhooks' shapes as the API answers them. The literal unions repeat the shared
 * catalogue's keys (API_SCOPES, WEBHOOK_EVENTS, WEBHOOK_DELIVERY_STATES) for the OpenAPI; a
 * compile-time check in integrationsService.ts keeps them equal.
 */

/** What an API key may do. */
export type ApiKeyScope = 'orders:read' | 'orders:write' | 'partners:read' | 'partners:write' | 'reports:read';

/** An event an endpoint may subscribe to. */
export type WebhookEventName =
  | 'order.booked'
  | 'order.updated'
  | 'order.status_changed'
  | 'order.partner_assigned'
  | 'order.cancelled'
  | 'partner.offer_answered'
  | 'payment.succeeded'
  | 'payment.refunded'
  | 'settlement.issued'
  | 'settlement.paid';

/** A delivery's progress. */
export type WebhookDeliveryStateName = 'pending' | 'sending' | 'retrying' | 'delivered' | 'failed';

/** An API key as the console lists it: never the key itself. */
export interface ApiKeyRow {
  /** The database id (react-admin's record id). */
  id: string;
  /** What the key is for, e.g. "Warehouse sync"; at most 60 characters. */
  name: string;
  /** The key's first characters (`mdk_` and eight more): enough to tell keys apart, not to use one. */
  prefix: string;
  scopes: ApiKeyScope[];
  /** `active`, `expired` (past `expiresAt`) or `revoked`: only an active key is accepted. */
  state: 'active' | 'expired' | 'revoked';
  /** When it was made (ms since the epoch), and by which admin (name, or email). */
  createdAt: number;
  createdBy: string | null;
  /** When it stops working (ms since the epoch), or null: it does not expire. */
  expiresAt: number | null;
  revokedAt: number | null;
  /** When a call last used it (to the minute), or null: never used. */
  lastUsedAt: number | null;
}

/** A new key: shown once, in `secret`. */
export interface CreatedApiKey extends ApiKeyRow {
  /** The key: send it as `Authorization: Bearer <key>`. MoveDay keeps only its hash: it is never shown again. */
  secret: string;
}

export interface NewApiKey {
  /** What the key is for; 1 to 60 characters. */
  name: string;
  /** At least one. */
  scopes: ApiKeyScope[];
  /** When the key stops working (ms since the epoch): in the future, at most 1,826 days (five years) ahead; null or absent: never. */
  expiresAt?: number | null;
}

/** A webhook endpoint: where MoveDay sends the events it subscribes to. */
export interface WebhookEndpointRow {
  id: string;
  /** Where events are POSTed: https (http to loopback outside production), never a private address unless the server allows its network. */
  url: string;
  /** The admins' note: what receives these events. */
  description: string;
  events: WebhookEventName[];
  /** False: no events are recorded or sent for it. MoveDay turns an endpoint off when a delivery has failed for a day; an admin turns it on again. */
  enabled: boolean;
  /** Why it was turned off, or null. */
  disabledReason: string | null;
  disabledAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** Its deliveries now waiting or retrying, and failed for good. */
  waiting: number;
  failed: number;
}

/** A new endpoint with its signing secret, shown once. */
export interface CreatedWebhookEndpoint extends WebhookEndpointRow {
  /** The secret each delivery is signed with (HMAC-SHA256, header `MoveDay-Signature`); never shown again. */
  secret: string;
}

export interface NewWebhookEndpoint {
  url: string;
  /** At most 200 characters. */
  description?: string;
  /** At least one. */
  events: WebhookEventName[];
  /**
   * Save although the address's name does not resolve now: asked after a 400 whose `url` field is
   * `webhookUrlDoesNotResolve` (a likely typo, or a receiver not set up yet). Not stored.
   */
  saveUnresolved?: boolean;
}

/** What an edit may change; absent fields stay. Turning an endpoint on again sends what waited for it. */
export interface WebhookEndpointChange {
  url?: string;
  description?: string;
  events?: WebhookEventName[];
  enabled?: boolean;
  /** As on creation: save a new address although its name does not resolve now. */
  saveUnresolved?: boolean;
}

/** A new signing secret: the old one stops signing at once. */
export interface WebhookSecret {
  id: string;
  secret: string;
}

/** A delivery as the console's log lists it. */
export interface WebhookDeliveryRow {
  id: string;
  endpointId: string;
  endpointUrl: string;
  /** The event's id (the body's `id`): the same on every attempt and every endpoint. */
  eventId: string;
  eventType: WebhookEventName;
  /** The order it is about (its database id) and its move number. */
  orderId: string | null;
  moveID: string | null;
  state: WebhookDeliveryStateName;
  attempts: number;
  /** The receiver's status code at the last attempt, or null (none yet, or no answer). */
  lastStatus: number | null;
  /** What went wrong at the last failed attempt (a status, a timeout, a refused address); null once delivered. */
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  deliveredAt: number | null;
  /** Whether "send again" is open: delivered or failed, and its endpoint on. */
  canResend: boolean;
}

/** One attempt at a delivery. */
export interface WebhookAttempt {
  at: number;
  /** The receiver's HTTP status, or null: no answer (refused, timed out). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer (at most 1,000 characters). */
  responseBody: string | null;
}

/** A delivery with what was sent and every attempt. */
export interface WebhookDeliveryDetail extends WebhookDeliveryRow {
  /** The body as sent, byte for byte (a `WebhookEvent`): what the signature covers. */
  body: string;
  attemptLog: WebhookAttempt[];
}

/**
 * What integrators rely on (DESIGN §10, docs/integrations.md): the scopes an API key may hold, the
 * webhook events and the words of a delivery. The server checks them, the console offers them, the
 * OpenAPI names them.
 */

/** What an API key may do; each admin call names in the OpenAPI the scope it takes. */
export const API_SCOPES = [
  { key: 'orders:read', label: 'Read orders', description: 'List orders, read an order with its history, the dispatch board' },
  { key: 'orders:write', label: 'Change orders', description: "Add and edit orders, move them through their statuses, answer customers' change requests" },
  { key: 'partners:read', label: 'Read partners', description: 'List partners, read a partner, its days off and ratings' },
  { key: 'partners:write', label: 'Change partners', description: 'Add, edit and delete partners and their days off' },
  { key: 'reports:read', label: 'Read reports', description: 'The dashboard figures and the CSV, Excel and PDF exports' },
] as const;
export type ApiScope = (typeof API_SCOPES)[number]['key'];
export const API_SCOPE_KEYS: readonly ApiScope[] = API_SCOPES.map((scope) => scope.key);

/** Every API key starts so: a key is told from a sign-in's token (a JWT) at a glance, and secret scanners can find a leaked one. */
export const API_KEY_PREFIX = 'mdk_';

/**
 * What a webhook endpoint may subscribe to. Every change to an order is one entry of its history;
 * each entry sends `order.updated` and whichever of the specific events it is (a cancellation:
 * `order.updated`, `order.status_changed` and `order.cancelled`), so an endpoint takes what it needs.
 */
export const WEBHOOK_EVENTS = [
  { key: 'order.booked', label: 'Order booked', description: 'A customer booked a move online, or an admin added an order' },
  { key: 'order.updated', label: 'Order updated', description: 'Any change to a booked order: every entry of its history after the booking' },
  {
    key: 'order.status_changed',
    label: 'Status changed',
    description: 'The order moved from one status to another (confirmed, offered to a partner, completed, cancelled, back to open)',
  },
  { key: 'order.partner_assigned', label: 'Partner assigned', description: 'An admin offered the job to a partner (assigned or reassigned)' },
  { key: 'order.cancelled', label: 'Order cancelled', description: 'The order was cancelled, by an admin or by the customer online' },
  { key: 'partner.offer_answered', label: 'Offer answered', description: 'A partner accepted or declined the job it was offered' },
  {
    key: 'payment.succeeded',
    label: 'Payment received',
    description: 'Money came in on the order: a card payment Stripe confirmed, or cash, a check or a transfer an admin recorded',
  },
  { key: 'payment.refunded', label: 'Payment refunded', description: 'Money went back to the customer: to the card through Stripe, or by hand' },
  { key: 'settlement.issued', label: 'Statement issued', description: "A partner's weekly statement was issued: what MoveDay owes it for the week" },
  {
    key: 'settlement.paid',
    label: 'Statement paid',
    description: "A partner's statement was paid: recorded by an admin, or a Stripe transfer Stripe confirmed",
  },
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['key'];
export const WEBHOOK_EVENT_KEYS: readonly WebhookEventType[] = WEBHOOK_EVENTS.map((event) => event.key);

/**
 * A delivery of one event to one endpoint: pending (waiting its turn), sending (an attempt under
 * way), retrying (an attempt failed; another will come), delivered (answered 2xx), failed (every
 * retry failed; an admin may send it again).
 */
export const WEBHOOK_DELIVERY_STATES = [
  { key: 'pending', label: 'Pending' },
  { key: 'sending', label: 'Sending' },
  { key: 'retrying', label: 'Retrying' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'failed', label: 'Failed' },
] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number]['key'];

/** The headers of a delivery. The signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_HEADERS = {
  signature: 'MoveDay-Signature',
  eventId: 'MoveDay-Event-Id',
  eventType: 'MoveDay-Event-Type',
  deliveryId: 'MoveDay-Delivery-Id',
} as const;

/** How old a signature's timestamp a receiver should accept (the docs' example): five minutes. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

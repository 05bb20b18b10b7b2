/** The integrations module's public face: API keys (checked by the platform's guard) and webhooks (published with orders' changes). */
export { apiKeyNames, checkApiKey } from './apiKeysService.js';
export { publishOrderEvents, publishStatementEvent } from './webhookPublishing.js';
export { webhookQueue } from './webhookSending.js';
export { scrubOrderEvents } from './eventBodies.js';
export type { OrderEvents } from './webhookPublishing.js';
// The main request bodies, for the OpenAPI document's examples (scripts/requestExamples.ts).
export type { NewApiKey, NewWebhookEndpoint } from './integrationsTypes.js';

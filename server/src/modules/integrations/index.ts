/** The integrations module's public face: API keys (checked by the platform's guard) and webhooks (published with orders' changes). */
export { apiKeyNames, checkApiKey } from './apiKeysService.js';
export { publishOrderEvents, webhookQueue } from './deliveriesService.js';
export { scrubOrderEvents } from './eventBodies.js';
export type { OrderEvents } from './deliveriesService.js';

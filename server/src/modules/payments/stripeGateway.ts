import Stripe from 'stripe';
import type { PaymentSettings } from '../../platform/config.js';

/**
 * Stripe through its official SDK (DESIGN §11), made once at start from the settings: null without
 * STRIPE_SECRET_KEY, and everything but card payments works. STRIPE_API_URL points it at another
 * Stripe-compatible API (the tests' fake); production leaves it unset.
 */
export function stripeFrom(settings: PaymentSettings['stripe']): Stripe | null {
  if (!settings) return null;
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    // The SDK retries a failed call itself, with the same idempotency key: a retry never pays twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'MoveDay' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

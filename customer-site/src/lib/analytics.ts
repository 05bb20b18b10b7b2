import type { RequestBody } from './api-client';

type AnalyticsEvent = RequestBody<'/events', 'post'>;

/**
 * First-party analytics (customer-side §2): page views and clicks go to our own server, nowhere
 * else. Only the path is sent, never the query string (a reset link carries its token there).
 * A lost event is not worth bothering anyone about, so failures are ignored. A plain `fetch`
 * (the body typed by the API's contract): a page that starts as islands sends its view without
 * the API client.
 */
function sendEvent(type: AnalyticsEvent['type'], name: string, path: string): void {
  const event: AnalyticsEvent = { type, name: name.slice(0, 100), path: path.slice(0, 200) || '/' };
  void fetch('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event), keepalive: true }).catch(
    () => undefined,
  );
}

export function trackPageView(name: string, path: string = window.location.pathname): void {
  sendEvent('pageview', name, path);
}

export function trackClick(name: string, path: string = window.location.pathname): void {
  sendEvent('click', name, path);
}

import { api } from './api-client';

/**
 * First-party analytics (customer-side §2): page views and clicks go to our own server, nowhere
 * else. Only the path is sent, never the query string (a reset link carries its token there).
 * A lost event is not worth bothering anyone about, so failures are ignored.
 */
function sendEvent(type: 'pageview' | 'click', name: string, path: string): void {
  void api.POST('/events', { body: { type, name: name.slice(0, 100), path: path.slice(0, 200) || '/' }, keepalive: true }).catch(() => undefined);
}

export function trackPageView(name: string, path: string = window.location.pathname): void {
  sendEvent('pageview', name, path);
}

export function trackClick(name: string, path: string = window.location.pathname): void {
  sendEvent('click', name, path);
}

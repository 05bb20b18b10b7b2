import { ApiError } from '../lib/http';

/** The Integrations section's own tabs, under the top bar's Integrations tab: one per resource. */
export const INTEGRATION_TABS = [
  { label: 'API keys', to: '/apikeys' },
  { label: 'Webhooks', to: '/webhooks' },
  { label: 'Delivery log', to: '/webhookdeliveries' },
] as const;

/** Every path of the section, for the top bar's Integrations tab. */
export const INTEGRATION_PATHS = INTEGRATION_TABS.map((tab) => tab.to);

/** The section's tab a path is under (a list, a form, a record's page), or false outside the section. */
export function integrationTabOf(pathname: string): number | false {
  const index = INTEGRATION_TABS.findIndex((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return index === -1 ? false : index;
}

/**
 * A 400's failing fields as a react-admin form takes them (`{ source: message }`), or undefined
 * for any other failure. The server names a field by its path in the body (`url`, `scopes.$0`,
 * `events[1]`): the form's input is the first step of it, renamed where the form calls it otherwise.
 */
export function fieldErrorsOf(error: unknown, rename: Readonly<Record<string, string>> = {}): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return undefined;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.replace(/^(body|requestBody)\.?/, '').split(/[.[]/)[0] || path;
    const source = rename[field] ?? field;
    errors[source] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * An address of the console written the old hash way (`/admin/#/webhooks/<id>/show`, as a mail may
 * link it): the path it means, or null when the hash is no such address.
 */
export function pathFromHash(hash: string): string | null {
  const match = /^#(\/[^#]*)$/.exec(hash);
  return match ? match[1]! : null;
}

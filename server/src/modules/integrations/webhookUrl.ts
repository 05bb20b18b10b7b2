import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Limits } from '@moveday/openapi';
import { getConfig } from '../../platform/config.js';
import type { FieldMessage } from '../../platform/errors.js';

/**
 * Where webhooks may go (docs/integrations.md, "Safety"): a request MoveDay makes on an admin's
 * word must not reach what only the server can reach (the cloud's metadata address, the database,
 * the office network). So: https in production (http to loopback outside it, for development and
 * tests); only public unicast addresses, unless the server's WEBHOOK_ALLOWED_NETWORKS names the
 * private network; no user name or password in the address. Checked when an endpoint is saved and
 * again at every connection, on the address actually connected to (a name that resolves elsewhere
 * later gains nothing).
 */
export interface UrlPolicy {
  production: boolean;
  /** Addresses and CIDR ranges allowed although private. */
  allowedNetworks: readonly string[];
}

/** The address rules of this server's configuration. */
export const urlPolicy = (): UrlPolicy => {
  const config = getConfig();
  return { production: config.env === 'production', allowedNetworks: config.webhookAllowedNetworks };
};

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const parsed = (address: string): Address | undefined => {
  if (!ipaddr.isValid(address)) return undefined;
  const ip = ipaddr.parse(address);
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
};

function inNetwork(ip: Address, entry: string): boolean {
  const [base, bits] = entry.split('/');
  const network = parsed(base!);
  if (!network || network.kind() !== ip.kind()) return false;
  if (bits === undefined) return network.toString() === ip.toString();
  return (ip as ipaddr.IPv4).match(network as ipaddr.IPv4, Number(bits));
}

/** Whether a connection may go to this address; `loopbackOnly` for http, which only goes to this machine. */
export function addressAllowed(address: string, policy: UrlPolicy, loopbackOnly = false): boolean {
  const ip = parsed(address);
  if (!ip) return false;
  const range = ip.range();
  if (loopbackOnly) return range === 'loopback' && !policy.production;
  if (policy.allowedNetworks.some((entry) => inNetwork(ip, entry))) return true;
  if (range === 'unicast') return true;
  return range === 'loopback' && !policy.production;
}

/** The host of a URL as an address when it is one (`[::1]` without its brackets). */
const literalHost = (url: URL): string | undefined => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(host) ? host : undefined;
};

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * What is wrong with an address an admin gave, or undefined. A name is resolved here too: one that
 * resolves to a refused address is refused; one that does not resolve now is a likely typo, told
 * (`webhookUrlDoesNotResolve`) unless the admin saves it anyway (`unresolvedOk`: the receiver's
 * name may not exist yet); every delivery looks it up again.
 */
export async function webhookUrlProblem(raw: unknown, policy: UrlPolicy, unresolvedOk = false): Promise<FieldMessage | undefined> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return 'webhookUrlRequired';
  if (text.length > Limits.webhookUrl) return { key: 'webhookUrlTooLong', params: { max: Limits.webhookUrl } };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'webhookUrlInvalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'webhookUrlInvalid';
  if (url.username || url.password) return 'webhookUrlCredentials';
  const literal = literalHost(url);
  if (literal && !addressAllowed(literal, policy)) return { key: 'webhookUrlPrivate', params: { address: literal } };
  const http = url.protocol === 'http:';
  if (http && (policy.production || !(literal ? addressAllowed(literal, policy, true) : isLoopbackName(url.hostname)))) return 'webhookUrlNotHttps';
  if (literal) return undefined;
  const addresses = await dns.promises.lookup(url.hostname, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0 && !unresolvedOk) return { key: 'webhookUrlDoesNotResolve', params: { host: url.hostname } };
  const refused = addresses.find((found) => !addressAllowed(found.address, policy, http));
  return refused ? { key: 'webhookUrlPrivate', params: { address: refused.address } } : undefined;
}

/** Thrown when a delivery's address is refused: the attempt fails without connecting. */
export class AddressRefused extends Error {
  constructor(address: string) {
    super(`refused: ${address} is a private or local network address`);
    this.name = 'AddressRefused';
  }
}

/** The refusal of a URL whose host is an address (Node connects to those without a look-up). */
export function literalRefusal(url: URL, policy: UrlPolicy): AddressRefused | undefined {
  const literal = literalHost(url);
  return literal && !addressAllowed(literal, policy, url.protocol === 'http:') ? new AddressRefused(literal) : undefined;
}

/** A DNS look-up for node:http that fails when any address found is refused: checked on the address connected to. */
export function guardedLookup(policy: UrlPolicy, loopbackOnly: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const found = addresses as unknown as dns.LookupAddress[];
      const refused = found.find((entry) => !addressAllowed(entry.address, policy, loopbackOnly));
      if (refused) return callback(new AddressRefused(refused.address) as NodeJS.ErrnoException, '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, found);
      const first = found[0]!;
      callback(null, first.address, first.family);
    });
  };
}

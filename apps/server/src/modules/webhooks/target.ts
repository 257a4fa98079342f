// Where a webhook may send (issue 29): never to the server's own machine or network. A URL's host is
// resolved (every address it has) and refused when any address is loopback, private, link-local,
// unspecified or one of those written as an IPv4-mapped IPv6 address: at registration (a 400) and
// again at each delivery (a failed attempt), since what a name resolves to changes.
//
// The delivery then connects to the address that was checked, not to what a second lookup answers
// (send.ts passes it as the request's `lookup`): a name that resolves to a public address for the check
// and to 127.0.0.1 a moment later (DNS rebinding) cannot steer the request inward. The Host header and
// TLS's server name stay the URL's host.
//
// WEBHOOKS_ALLOW_PRIVATE=true lifts the rule, for tests and closed networks.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MSG } from '@prompt-lib/contract';

/** IPv4 ranges refused, each also refused as an IPv4-mapped IPv6 address (::ffff:a.b.c.d). */
const IPV4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['127.0.0.0', 8], // loopback
  ['10.0.0.0', 8], // private
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT, private in practice
  ['169.254.0.0', 16], // link-local, cloud metadata services among them
];

const IPV6_REFUSED: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
];

const refused = new BlockList();
for (const [network, prefix] of IPV4_REFUSED) {
  refused.addSubnet(network, prefix, 'ipv4');
  refused.addSubnet(`::ffff:${network}`, 96 + prefix, 'ipv6');
}
for (const [network, prefix] of IPV6_REFUSED) refused.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP address as text) is one a webhook may not call. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The address a delivery connects to: checked, so that no second lookup is made. */
export type Target = { url: URL; address: string; family: 4 | 6 };

export class TargetRefused extends Error {}

/**
 * Resolves `url`'s host and answers the first of its addresses, or throws TargetRefused with the
 * reason: a host that does not resolve, or one with an address that is refused unless `allowPrivate`.
 */
export async function resolveTarget(url: string, allowPrivate: boolean): Promise<Target> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TargetRefused(WEBHOOK_MSG.url);
  // An IPv6 literal comes bracketed ([::1]); lookup wants it bare.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new TargetRefused(WEBHOOK_MSG.unresolvable(parsed.hostname));
  }
  const [first] = addresses;
  if (!first) throw new TargetRefused(WEBHOOK_MSG.unresolvable(parsed.hostname));
  if (!allowPrivate && addresses.some(({ address }) => isRefusedAddress(address))) {
    throw new TargetRefused(WEBHOOK_MSG.privateAddress(parsed.hostname));
  }
  return { url: parsed, address: first.address, family: first.family === 6 ? 6 : 4 };
}

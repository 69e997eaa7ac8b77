import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts under. An IPv4 address is its own key (an IPv4-mapped
 * IPv6 address, as a dual-stack socket reports it, counts as that IPv4 address). An IPv6 client
 * usually holds a whole /64 and can pick any address in it, so the /64 prefix is the key.
 * Node tells which family an address is; ipaddr.js (what Fastify's proxy-addr reads addresses
 * with) reads its groups, whatever the spelling (`::`, leading zeros, a dotted IPv4 tail).
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, ''); // a zone id (fe80::1%eth0) is not part of the address
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

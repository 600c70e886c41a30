// Which addresses a calendar fetch may connect to. An import link is typed by a manager and
// fetched by the server, so without this check it could reach the server's own network (a
// database port, a cloud metadata service at 169.254.169.254). Every address a host resolves to
// is checked, on every redirect; the connection then goes to the address that was checked.
import { BlockList, isIP } from 'node:net';

// One list per family: node's BlockList matches IPv4 addresses against IPv6 rules as if mapped
// (::/96 would then refuse every IPv4 address).
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
// IPv4: "this" network, private (RFC 1918), shared CGNAT, loopback, link-local, IETF protocol
// assignments, benchmarking, multicast, reserved and broadcast; documentation ranges too.
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedV4.addSubnet(network, prefix, 'ipv4');
}
// IPv6: unspecified and loopback, IPv4-mapped and IPv4-compatible (they reach IPv4 hosts
// around the IPv4 rules), NAT64, discard, documentation, unique-local (ULA), link-local,
// site-local (deprecated) and multicast.
refusedV6.addAddress('::', 'ipv6');
refusedV6.addAddress('::1', 'ipv6');
for (const [network, prefix] of [
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refusedV6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a calendar fetch may connect to: a public unicast IPv4 or IPv6 address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !refusedV4.check(address, 'ipv4') : !refusedV6.check(address, 'ipv6');
}

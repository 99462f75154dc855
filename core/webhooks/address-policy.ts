import { lookup as dnsLookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

/** An IPv6 address as `URL.hostname` spells it, `[::1]`, without its brackets; anything else as it is. */
const unbracketed = (host: string) => (host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host);

/**
 * Which addresses a webhook may reach: public unicast only. Loopback, private, link-local
 * (cloud metadata at 169.254.169.254), unique-local, carrier-grade NAT, multicast, unspecified,
 * reserved and the IPv6 ranges that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are
 * refused, in whatever spelling: the address is parsed, not matched as text.
 * docs/decisions/0094-webhooks-reach-public-addresses-only.md
 */
export function isPublicAddress(address: string): boolean {
  const bare = unbracketed(address);
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
}

/** Whether `hostname` (as `URL.hostname` spells it) is an address rather than a name. */
export function isAddressLiteral(hostname: string): boolean {
  return ipaddr.isValid(unbracketed(hostname));
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to; the port the tests replace with their own names. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolveAll: ResolveAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Why an address was not reached: said to the admin without the address itself. */
export class AddressRefused extends Error {
  constructor(readonly reason: "not_public" | "unresolved") {
    super(reason === "not_public" ? "the host is not a public address" : "the host name does not resolve");
    this.name = "AddressRefused";
  }
}

export interface NetworkPolicy {
  /** WEBHOOKS_ALLOW_PRIVATE_NETWORKS: a receiver on this machine or the local network (tests, a lab). */
  allowPrivateNetworks: boolean;
  resolveAll: ResolveAll;
}

export const PUBLIC_NETWORKS_ONLY: NetworkPolicy = { allowPrivateNetworks: false, resolveAll: systemResolveAll };

/**
 * The addresses a request to `hostname` may connect to. A name is resolved and refused when any
 * of its addresses is not public: a name that points at both is someone's trick, not a receiver.
 */
export async function allowedAddresses(hostname: string, policy: NetworkPolicy): Promise<ResolvedAddress[]> {
  const bare = unbracketed(hostname);
  const addresses = ipaddr.isValid(bare)
    ? [{ address: bare, family: ipaddr.parse(bare).kind() === "ipv6" ? 6 : 4 } as ResolvedAddress]
    : await policy.resolveAll(bare).catch(() => [] as ResolvedAddress[]);
  if (addresses.length === 0) throw new AddressRefused("unresolved");
  if (!policy.allowPrivateNetworks && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new AddressRefused("not_public");
  }
  return addresses;
}

/** The policy WEBHOOKS_ALLOW_PRIVATE_NETWORKS asks for, resolving through the system's DNS. */
export function webhookNetworkFromEnv(env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: boolean }): NetworkPolicy {
  return { allowPrivateNetworks: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS, resolveAll: systemResolveAll };
}

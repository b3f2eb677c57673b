/**
 * Keeps a calendar address pasted in the workspace on the public internet. Without it a workspace
 * owner could make the server fetch its own loopback services, the office LAN or a cloud's metadata
 * endpoint (169.254.169.254), and read what they answer from the sync status (server-side request
 * forgery). The check runs where the connection is made, on every address the name resolves to,
 * so a name that resolves to a public address when saved and a private one when fetched (DNS
 * rebinding) is refused too; IP-literal hosts, which skip the resolver, are checked before
 * connecting, and every redirect goes through the same connector.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector } from "undici";

/** An address range the operator lets the workspace's feed reach although it is not public. */
export type AllowedNetwork = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Raised instead of connecting; `code` is what the sync status shows when nothing better is known. */
export class NotPublicAddressError extends Error {
  readonly code = "ENOTPUBLIC";
  constructor() {
    super("The address is not on the public internet");
  }
}

/**
 * `BOOKING_FEED_PRIVATE_NETWORKS`: comma-separated addresses or CIDR ranges (`192.168.1.20`,
 * `10.0.0.0/8`, `::1`). Throws on anything else, so a typo stops the start instead of opening more.
 */
export function parseAllowedNetworks(value: string | undefined): AllowedNetwork[] {
  if (value === undefined) return [];
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      try {
        if (part.includes("/")) return ipaddr.parseCIDR(part);
        const address = ipaddr.parse(part);
        return [address, address.kind() === "ipv4" ? 32 : 128] satisfies AllowedNetwork;
      } catch {
        throw new Error(`BOOKING_FEED_PRIVATE_NETWORKS: "${part}" is neither an IP address nor a CIDR range such as 192.168.1.0/24`);
      }
    });
}

/**
 * Whether the feed may connect to `address`: a globally routable unicast address, or one inside a
 * range the operator allowed. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address.
 * Ranges ipaddr.js names as special (6to4, Teredo, NAT64, documentation…) count as not public:
 * no calendar service is reached through them.
 */
export function isReachable(address: string, allowed: readonly AllowedNetwork[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (allowed.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits))) return true;
  return parsed.range() === "unicast";
}

/**
 * Whether a URL's host is refused as written, before any lookup: an IP literal (`[::1]` as the URL
 * writes it, too) or `localhost` outside the public internet and the allowed ranges. A name is judged
 * when it is resolved (`reachableLookup`).
 */
export function isRefusedHost(hostname: string, allowed: readonly AllowedNetwork[]): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  if (host === "localhost" || host.endsWith(".localhost")) return !isReachable("127.0.0.1", allowed);
  return isIP(host) !== 0 && !isReachable(host, allowed);
}

/** A resolver that hands the socket only reachable addresses, and fails when none is left. */
export function reachableLookup(allowed: readonly AllowedNetwork[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, "", 0);
        return;
      }
      const usable = addresses.filter((entry) => isReachable(entry.address, allowed));
      const first = usable[0];
      if (!first) {
        callback(Object.assign(new NotPublicAddressError(), { hostname }), "", 0);
        return;
      }
      // net asks for every address when it races IPv4 and IPv6 (autoSelectFamily); then it wants the list.
      if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

/**
 * An undici dispatcher that connects only to reachable addresses. The resolver filters names before
 * any connection; IP literals are judged before connecting; the connected socket's peer is judged
 * once more, so no path (redirect, IPv6 literal, resolver quirk) reaches a private address.
 */
export function publicNetworkAgent(allowed: readonly AllowedNetwork[], connectTimeoutMs: number): Agent {
  const connect = buildConnector({ lookup: reachableLookup(allowed), timeout: connectTimeoutMs });
  return new Agent({
    connect(options, callback) {
      if (isRefusedHost(options.hostname, allowed)) {
        callback(new NotPublicAddressError(), null);
        return;
      }
      connect(options, (error, socket) => {
        if (error || !socket) {
          callback(error ?? new Error("No socket"), null);
          return;
        }
        if (!isReachable(socket.remoteAddress ?? "", allowed)) {
          socket.destroy();
          callback(new NotPublicAddressError(), null);
          return;
        }
        callback(null, socket);
      });
    },
  });
}

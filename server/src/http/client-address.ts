// The client's address: the one reading of it behind every per-address limit and every record of
// who sent something. X-Forwarded-For is believed only when the direct peer is a configured proxy
// (PORTOLAN_TRUSTED_PROXIES): anyone else can write any address there, a new one on every request.

import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

/** The configured proxies, IPv4 and IPv6 addresses and CIDR ranges. */
export interface TrustedProxies {
  readonly has: (address: string) => boolean;
}

/** What a call without a socket (an in-process test request) is known as. */
export const UNKNOWN_CLIENT = "local";

const V4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** A plain IP address as written in records (IPv4-mapped IPv6 as IPv4), or undefined for anything else. */
export const plainAddress = (text: string): string | undefined => {
  const trimmed = text.trim().replace(/^\[(.*)\]$/, "$1");
  const address = V4_MAPPED.exec(trimmed)?.[1] ?? trimmed;
  return isIP(address) === 0 ? undefined : address.toLowerCase();
};

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** Reads the configured entries; throws naming the first one that is neither an address nor a range. */
export const parseTrustedProxies = (entries: readonly string[]): TrustedProxies => {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = "", prefix, extra] = entry.trim().split("/");
    const address = plainAddress(network);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = address !== undefined && isIP(address) === 6 ? 128 : 32;
    const validPrefix = bits === undefined || (/^\d{1,3}$/.test(prefix ?? "") && bits <= maxBits);
    if (address === undefined || extra !== undefined || !validPrefix)
      throw new Error(`PORTOLAN_TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range`);
    if (bits === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, bits, familyOf(address));
  }
  return {
    has: (address) => {
      const plain = plainAddress(address);
      return plain !== undefined && list.check(plain, familyOf(plain));
    },
  };
};

export const NO_TRUSTED_PROXIES: TrustedProxies = parseTrustedProxies([]);

/**
 * The client of a connection from `peer`: the peer itself unless it is a trusted proxy; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (each proxy appends the address it
 * saw, so entries left of the first untrusted one may be made up). An entry that is not an IP
 * address ends the walk at the last address known to be real.
 */
export const clientAddress = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string => {
  const direct = peer === undefined ? undefined : plainAddress(peer);
  if (direct === undefined) return UNKNOWN_CLIENT;
  let client = direct;
  const hops = (forwardedFor ?? "").split(",").filter((hop) => hop.trim() !== "");
  for (let i = hops.length - 1; i >= 0 && trusted.has(client); i -= 1) {
    const hop = plainAddress(hops[i] ?? "");
    if (hop === undefined) break;
    client = hop;
  }
  return client;
};

/** The socket's remote address under @hono/node-server; undefined for in-process requests. */
const peerOf = (c: Context): string | undefined => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
};

/** The client address of a request: use this everywhere an address is needed. */
export const clientAddressOf = (c: Context, trusted: TrustedProxies): string =>
  clientAddress(peerOf(c), c.req.header("x-forwarded-for"), trusted);

// The client's address: the one reading of it behind every per-address limit and every record of
// who sent something. X-Forwarded-For is believed only when the direct peer is a configured proxy
// (PORTOLAN_TRUSTED_PROXIES): anyone else can write any address there, a new one on every request.

import type { Context } from "hono";
import { parseTrustedProxies, plainAddress, type TrustedProxies } from "../config/trusted-proxies.ts";

export { parseTrustedProxies, plainAddress, type TrustedProxies };

/** What a call without a socket (an in-process test request) is known as. */
export const UNKNOWN_CLIENT = "local";

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

// PORTOLAN_TRUSTED_PROXIES read and checked at start: the addresses and ranges whose
// X-Forwarded-For is believed (http/client-address.ts applies them to each request).

import { BlockList, isIP } from "node:net";

/** The configured proxies, IPv4 and IPv6 addresses and CIDR ranges. */
export interface TrustedProxies {
  readonly has: (address: string) => boolean;
}

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

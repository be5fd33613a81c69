import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clientAddress,
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
  plainAddress,
  UNKNOWN_CLIENT,
} from "./client-address.ts";

const proxies = parseTrustedProxies(["10.0.0.0/8", "192.0.2.7", "fd00::/8", "::1"]);

describe("the trusted proxies", () => {
  it("match single addresses and CIDR ranges of both families", () => {
    for (const yes of ["10.1.2.3", "10.255.255.255", "192.0.2.7", "fd12::1", "::1", "::ffff:10.9.9.9"])
      expect(proxies.has(yes), yes).toBe(true);
    for (const no of ["11.0.0.1", "192.0.2.8", "fe80::1", "::2", "not an ip", ""])
      expect(proxies.has(no), no).toBe(false);
  });

  it("refuse an entry that is not an address or a range, naming it", () => {
    for (const bad of ["10.0.0.0/33", "fd00::/129", "10.0.0/8", "proxy.example", "10.0.0.1/8/8", "1.2.3.4/x"])
      expect(() => parseTrustedProxies([bad]), bad).toThrow(`"${bad}"`);
  });
});

describe("the client address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.5", "1.2.3.4", NO_TRUSTED_PROXIES)).toBe("203.0.113.5");
    expect(clientAddress("::ffff:127.0.0.1", "1.2.3.4", NO_TRUSTED_PROXIES)).toBe("127.0.0.1");
    fc.assert(
      fc.property(fc.ipV4(), fc.string(), (peer, header) => {
        expect(clientAddress(peer, header, NO_TRUSTED_PROXIES)).toBe(peer);
      }),
    );
  });

  it("is the peer when the peer is not a trusted proxy, even if the header names trusted ones", () => {
    expect(clientAddress("198.51.100.1", "10.0.0.1", proxies)).toBe("198.51.100.1");
  });

  it("behind trusted proxies, is the right-most forwarded address that is not one of them", () => {
    expect(clientAddress("10.0.0.1", "198.51.100.9", proxies)).toBe("198.51.100.9");
    expect(clientAddress("10.0.0.1", "6.6.6.6, 198.51.100.9, 10.2.2.2", proxies)).toBe("198.51.100.9");
    expect(clientAddress("::1", "2001:db8::5, fd00::3", proxies)).toBe("2001:db8::5");
    expect(clientAddress("10.0.0.1", "[2001:DB8::7]", proxies)).toBe("2001:db8::7");
  });

  it("stops at the last real address when the chain is all proxies or holds garbage", () => {
    expect(clientAddress("10.0.0.1", undefined, proxies)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", "10.0.0.2, 10.0.0.3", proxies)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.1", "198.51.100.9, local", proxies)).toBe("10.0.0.1");
  });

  it("names a request without a socket as such", () => {
    expect(clientAddress(undefined, "1.2.3.4", proxies)).toBe(UNKNOWN_CLIENT);
  });

  it("is always an IP address read off the connection or appended by a trusted proxy (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.ipV4(), fc.constantFrom("10.0.0.1", "::1")),
        fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 8 })), { maxLength: 5 }),
        (peer, hops) => {
          const client = clientAddress(peer, hops.join(", "), proxies);
          expect(plainAddress(client)).toBe(client);
          const real = [peer, ...hops.map((h) => plainAddress(h)).filter((h) => h !== undefined)];
          expect(real.map((h) => plainAddress(h ?? ""))).toContain(client);
        },
      ),
    );
  });
});

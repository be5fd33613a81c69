import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseCoding } from "./accept-encoding.ts";

const both = ["br", "gzip"] as const;

describe("the content coding chosen for Accept-Encoding", () => {
  it("prefers brotli, then gzip, else the plain bytes", () => {
    expect(chooseCoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseCoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseCoding("deflate", both)).toBe("identity");
    expect(chooseCoding(undefined, both)).toBe("identity");
    expect(chooseCoding("", both)).toBe("identity");
    expect(chooseCoding("br", ["gzip"])).toBe("identity");
    expect(chooseCoding("gzip, br", [])).toBe("identity");
  });

  it("honours q: a refused coding is never sent, a higher weight wins", () => {
    expect(chooseCoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseCoding("br;q=0, gzip;q=0", both)).toBe("identity");
    expect(chooseCoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(chooseCoding("*", both)).toBe("br");
    expect(chooseCoding("*;q=0.3, br;q=0", both)).toBe("gzip");
    expect(chooseCoding("*;q=0", both)).toBe("identity");
    expect(chooseCoding("identity, gzip;q=0.5", both)).toBe("identity");
    expect(chooseCoding("identity;q=0.5, gzip", both)).toBe("gzip");
  });

  it("reads names in any case and with spaces, x-gzip as gzip, and a malformed q as a refusal", () => {
    expect(chooseCoding(" GZip ; Q=1 ", both)).toBe("gzip");
    expect(chooseCoding("x-gzip", both)).toBe("gzip");
    expect(chooseCoding("br;q=high, gzip;q=0.1", both)).toBe("gzip");
    expect(chooseCoding("br;q=2", both)).toBe("identity");
  });

  it("never sends a coding the file lacks or the client refused (any header)", () => {
    const coding = fc.constantFrom("br", "gzip", "x-gzip", "identity", "*", "deflate", "zstd", "BR");
    const entry = fc.tuple(coding, fc.option(fc.constantFrom("0", "0.001", "0.5", "1", "1.0", "x")));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), fc.subarray([...both]), (entries, available) => {
        const header = entries.map(([c, q]) => (q === null ? c : `${c};q=${q}`)).join(", ");
        const chosen = chooseCoding(header, available);
        if (chosen === "identity") return;
        expect(available).toContain(chosen);
        const own = entries.filter(([c]) => c.toLowerCase().replace("x-", "") === chosen);
        if (own.length > 0) expect(own.at(-1)?.[1]).not.toBe("0");
      }),
    );
  });
});

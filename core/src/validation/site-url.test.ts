import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SITE_URL_MAX_LENGTH } from "./field-limits.ts";
import { normaliseSiteUrl } from "./site-url.ts";

const accepted = (input: string) => {
  const result = normaliseSiteUrl(input);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(input)}: ${result.error.reason}`);
  return result.value;
};
const reason = (input: string) => {
  const result = normaliseSiteUrl(input);
  return result.ok ? `accepted as ${result.value.href}` : result.error.reason;
};

describe("normaliseSiteUrl accepts web addresses", () => {
  it.each([
    ["example.com", "http://example.com/", "example.com"],
    ["www.example.com/about?x=1#top", "http://www.example.com/about?x=1#top", "www.example.com"],
    ["http://example.com", "http://example.com/", "example.com"],
    ["https://example.com/a", "https://example.com/a", "example.com"],
    ["HTTPS://EXAMPLE.COM/Path", "https://example.com/Path", "example.com"],
    ["HtTp://Example.Com", "http://example.com/", "example.com"],
    ["  example.com  ", "http://example.com/", "example.com"],
    ["example.com:8080/x", "http://example.com:8080/x", "example.com:8080"],
    ["localhost:3000", "http://localhost:3000/", "localhost:3000"],
    ["http://example.com:80/", "http://example.com/", "example.com"],
    ["bücher.de", "http://xn--bcher-kva.de/", "xn--bcher-kva.de"],
    ["http://192.168.0.1/", "http://192.168.0.1/", "192.168.0.1"],
    ["http://[::1]:8080/", "http://[::1]:8080/", "[::1]:8080"],
    ["example.com/path@user", "http://example.com/path@user", "example.com"],
  ])("%j -> %s", (input, href, host) => {
    expect(accepted(input)).toEqual({ href, host, hostname: host.replace(/:\d+$/, "") });
  });
});

describe("normaliseSiteUrl refuses what is not a plain web address", () => {
  it.each([
    ["", "empty"],
    ["   \t\n", "empty"],
    ["javascript:alert(1)", "scheme"],
    ["JaVaScRiPt:alert(1)", "scheme"],
    ["javascript:1", "scheme"],
    ["javascript://example.com/%0Aalert(1)", "scheme"],
    [" javascript:alert(1)", "scheme"],
    ["java\tscript:alert(1)", "unsafeCharacter"],
    ["java\nscript:alert(1)", "unsafeCharacter"],
    ["\u0000javascript:alert(1)", "unsafeCharacter"],
    ["\u200bjavascript:alert(1)", "unsafeCharacter"],
    ["\u202eexample.com", "unsafeCharacter"],
    ["data:text/html,<script>alert(1)</script>", "scheme"],
    ["vbscript:msgbox(1)", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["ftp://example.com", "scheme"],
    ["mailto:a@example.com", "scheme"],
    ["http:\\\\evil.com", "unsafeCharacter"],
    ["\\\\evil.com", "unsafeCharacter"],
    ["http://evil.com\\@good.com", "unsafeCharacter"],
    ["http://user:pass@host.com", "credentials"],
    ["http://good.com@evil.com", "credentials"],
    ["good.com@evil.com", "credentials"],
    ["http://@evil.com", "credentials"],
    ["//evil.com", "host"],
    ["/path", "host"],
    ["http:evil.com", "host"],
    ["http:/evil.com", "host"],
    ["http:///evil.com", "host"],
    ["http://", "host"],
    ["https://", "host"],
    ["http://:80", "host"],
    ["http://ev%69l.com", "host"],
    ["http://exa mple.com", "unsafeCharacter"],
    ["http://example.com:99999", "host"],
    ["http://a<b.com", "host"],
    ["user:pass", "scheme"],
    [`example.com/${"a".repeat(SITE_URL_MAX_LENGTH)}`, "tooLong"],
    [`example.com/${"é".repeat(SITE_URL_MAX_LENGTH / 2)}`, "tooLong"],
  ])("%j is refused (%s)", (input, why) => {
    expect(reason(input)).toBe(why);
  });

  it("gives the required message for empty input and the invalid message otherwise", () => {
    expect(normaliseSiteUrl(" ")).toEqual({
      ok: false,
      error: { reason: "empty", message: "validation.siteUrl.required" },
    });
    expect(normaliseSiteUrl("javascript:x")).toEqual({
      ok: false,
      error: { reason: "scheme", message: "validation.siteUrl.invalid" },
    });
  });
});

/** fc.domain() labels never look like punycode, so URL's IDNA step leaves them as typed. */
const domain = fc.domain().filter((d) => !d.split(".").some((label) => label.slice(2, 4) === "--"));
const path = fc.webPath();
const scheme = fc.constantFrom("", "http://", "https://", "HTTP://", "Https://");
const whitespace = fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u3000", "\ufeff") });

describe("normaliseSiteUrl laws", () => {
  test.prop([scheme, domain, path])("keeps the typed host and yields http or https", (s, host, p) => {
    const out = accepted(`${s}${host}${p}`);
    const url = new URL(out.href);
    expect(["http:", "https:"]).toContain(url.protocol);
    expect(out.host).toBe(host.toLowerCase());
    expect(url.host).toBe(out.host);
    expect(out.href.startsWith(s.toLowerCase() === "https://" ? "https://" : "http://")).toBe(true);
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    "is idempotent on every accepted input",
    (input) => {
      const first = normaliseSiteUrl(input);
      if (!first.ok) return;
      expect(normaliseSiteUrl(first.value.href)).toEqual(first);
    },
  );

  test.prop([fc.string()])("is idempotent on arbitrary text", (input) => {
    const first = normaliseSiteUrl(input);
    if (first.ok) expect(normaliseSiteUrl(first.value.href)).toEqual(first);
  });

  const hostile = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom("j", "a", "v", "s", ":", "/", "\\", "@", "\t", "\u0000", ".", "%") }),
    fc.tuple(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), fc.string()).map(([s, rest]) => `${s}://${rest}`),
    fc.constantFrom("javascript:alert(1)", "data:,x", "//evil.com", "http://a@b.com", "http:\\\\evil.com"),
  );
  test.prop([hostile, whitespace, whitespace])(
    "a refused input stays refused with whitespace around it",
    (input, before, after) => {
      fc.pre(!normaliseSiteUrl(input).ok);
      expect(normaliseSiteUrl(`${before}${input}${after}`).ok).toBe(false);
    },
  );

  test.prop([
    fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((s) => s !== "http" && s !== "https"),
    fc.string(),
  ])("refuses every other scheme followed by //", (s, rest) => {
    expect(normaliseSiteUrl(`${s}://${rest}`).ok).toBe(false);
    expect(normaliseSiteUrl(`${s.toUpperCase()}://${rest}`).ok).toBe(false);
  });
});

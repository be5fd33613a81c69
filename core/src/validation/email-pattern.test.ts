import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DOMAIN_PATTERN,
  EMAIL_PATTERN,
  isDomain,
  isEmail,
  isStrictEmail,
  STRICT_EMAIL_PATTERN,
} from "./email-pattern.ts";

describe("email pattern (a), the general one", () => {
  it.each([
    "a@b.cd",
    "first.last@example.com",
    "user+tag@mail.example.co.uk",
    "用户@example.com",
    '"john doe"@example.com',
    '"a\\"b"@example.org',
    "x@[192.168.0.1]",
    "x@[255.255.255.255]",
    "o'brien@example.ie",
    "  padded@example.com  ",
  ])("accepts %j", (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each([
    "",
    "plain",
    "@example.com",
    "a@",
    "a@b",
    "a@b.c",
    "a@b.c1",
    "a@-b.com",
    "a@b-.com",
    "a@b..com",
    "a..b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a b@example.com",
    "a@b@example.com",
    "a@[256.1.1.1]",
    "a@[1.2.3]",
    "a@1.2.3.4",
    '""@example.com',
    "a,b@example.com",
    `${"a".repeat(250)}@example.com`,
  ])("refuses %j", (address) => {
    expect(isEmail(address)).toBe(false);
  });
});

describe("email pattern (b), the strict one", () => {
  it.each(["a@b.cd", "first.last+tag@example.com", "A_B%C-D@sub.example.travel"])("accepts %j", (address) => {
    expect(isStrictEmail(address)).toBe(true);
  });

  it.each([
    "用户@example.com",
    '"quoted"@example.com',
    "x@[192.168.0.1]",
    "o'brien@example.ie",
    "a..b@example.com",
    "a@b.c",
    "a@b_c.com",
    `${"a".repeat(250)}@example.com`,
  ])("refuses %j, which (a) may accept", (address) => {
    expect(isStrictEmail(address)).toBe(false);
  });

  test.prop([fc.string()])("accepts nothing that (a) refuses", (text) => {
    if (isStrictEmail(text)) expect(isEmail(text)).toBe(true);
  });

  test.prop([fc.emailAddress()])("(a) accepts generated addresses that (b) accepts", (address) => {
    if (isStrictEmail(address)) expect(isEmail(address)).toBe(true);
  });
});

describe("domain pattern", () => {
  it.each([
    "example.com",
    "http://example.com",
    "https://www.example.com/",
    "HTTPS://Sub.Example.Org",
    "xn--bcher-kva.de",
  ])("accepts %j", (domain) => {
    expect(isDomain(domain)).toBe(true);
  });

  it.each([
    "",
    "example",
    "ftp://example.com",
    "http:/example.com",
    "http://example.com/path",
    "example.c",
    "-example.com",
    "exa mple.com",
    "http://user@example.com",
    "example.com:8080",
  ])("refuses %j", (domain) => {
    expect(isDomain(domain)).toBe(false);
  });
});

// Each of these would take ages against a pattern with ambiguous nested repetition. The patterns
// consume every position in exactly one way, so these calls return at once; a regression shows up
// as a test that never finishes.
describe("patterns stay linear on long adversarial input", () => {
  const n = 50_000;
  const adversarial = [
    "a".repeat(n),
    `${"a".repeat(n)}@`,
    `a@${"a".repeat(n)}`,
    `a@${"a.".repeat(n / 2)}1`,
    `a@${"a-".repeat(n / 2)}`,
    `${"a.".repeat(n / 2)}@`,
    `"${"a".repeat(n)}`,
    `"${'\\"'.repeat(n / 2)}@`,
    `a@[${"1.".repeat(n / 2)}`,
    `http://${"a.".repeat(n / 2)}-`,
    `${"http://".repeat(n / 7)}`,
    `${"a".repeat(n)}!`,
    `${"\t".repeat(n)}x`,
  ];
  it.each(adversarial.map((s, i) => [i, s] as const))("input %i matches none", (_, input) => {
    expect(EMAIL_PATTERN.test(input)).toBe(false);
    expect(STRICT_EMAIL_PATTERN.test(input)).toBe(false);
    expect(DOMAIN_PATTERN.test(input)).toBe(false);
  });

  it("still matches a long valid host name", () => {
    const host = `${"abc.".repeat(n / 4)}com`;
    expect(EMAIL_PATTERN.test(`a@${host}`)).toBe(true);
    expect(DOMAIN_PATTERN.test(`https://${host}`)).toBe(true);
  });
});

import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  CaptchaAnswer,
  Count,
  CountryCode,
  CurrencyCode,
  EpochMillis,
  IdempotencyKey,
  IsoDate,
  LINE_TEXT_MAX,
  LineText,
  LONG_TEXT_MAX,
  LongText,
  MoneyAmount,
  WireLocale,
} from "./primitives.ts";

const accepts = (schema: Schema.Codec<unknown, unknown>, value: unknown) => Schema.is(schema)(value);

describe("text limits (structural guards, not rules)", () => {
  it("are generous: 10,000 characters of long text, 1,000 of a line", () => {
    expect([LONG_TEXT_MAX, LINE_TEXT_MAX]).toEqual([10_000, 1_000]);
    expect(accepts(LongText, "x".repeat(10_000))).toBe(true);
    expect(accepts(LongText, "x".repeat(10_001))).toBe(false);
    expect(accepts(LineText, "x".repeat(1_000))).toBe(true);
    expect(accepts(LineText, "x".repeat(1_001))).toBe(false);
  });

  it("accept the empty string: whether a field is required is core's rule", () => {
    expect([accepts(LongText, ""), accepts(LineText, "")]).toEqual([true, true]);
  });
});

describe("shapes", () => {
  it.each([
    [Count, 0, true],
    [Count, 12_000_000_000, true],
    [Count, -1, false],
    [Count, 1.5, false],
    [EpochMillis, 1_700_000_000_000, true],
    [EpochMillis, -1, false],
    [MoneyAmount, 899, true],
    [MoneyAmount, 25_000.5, true],
    [MoneyAmount, -1, false],
    [MoneyAmount, Number.POSITIVE_INFINITY, false],
    [IsoDate, "2024-05-01", true],
    [IsoDate, "2024-5-1", false],
    [IsoDate, "01/05/2024", false],
    [CurrencyCode, "USD", true],
    [CurrencyCode, "usd", false],
    [CountryCode, "US", true],
    [CountryCode, "USA", false],
    [WireLocale, "zh", true],
    [WireLocale, "zh-cn", false],
    [IdempotencyKey, "0b6f3c9e-5a41-4d8e-9f0a-2c1d7e6b8a90", true],
    [IdempotencyKey, "", false],
    [IdempotencyKey, "has space", false],
    [IdempotencyKey, "k".repeat(256), false],
    [CaptchaAnswer, "eyJjaGFsbGVuZ2UiOnt9fQ==", true],
    [CaptchaAnswer, "A".repeat(4_001), false],
    [CaptchaAnswer, { id: "c-1", answer: "ab12" }, false],
  ] as const)("%#: %o accepts %o → %s", (schema, value, expected) => {
    expect(accepts(schema as unknown as Schema.Codec<unknown, unknown>, value)).toBe(expected);
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { daysInMonth, isIsoDate, isoDateOf } from "./iso-date.ts";

describe("yyyy-MM-dd dates", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["1900-02-29", false],
    ["2000-02-29", true],
    ["2024-04-31", false],
    ["2024-12-31", true],
    ["2024-13-01", false],
    ["2024-00-10", false],
    ["2024-01-00", false],
    ["0000-01-01", false],
    ["2024-1-01", false],
    ["24-01-01", false],
    ["2024/01/01", false],
    [" 2024-01-01", false],
    ["2024-01-01T00:00", false],
  ])("%s is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it("rejects what is not a string", () => {
    expect(isIsoDate(20240101)).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });

  it("knows month lengths", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  test.prop([
    fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }),
  ])("agrees with the UTC calendar on every real date", (d) => {
    expect(isIsoDate(d.toISOString().slice(0, 10))).toBe(true);
  });
});

describe("isoDateOf", () => {
  it("writes an instant's UTC day as yyyy-MM-dd", () => {
    expect(isoDateOf(Date.UTC(2026, 10, 24, 23, 59))).toBe("2026-11-24");
    expect(isoDateOf(Date.UTC(2027, 0, 1))).toBe("2027-01-01");
  });
  test.prop([fc.integer({ min: 0, max: 253_402_300_799_000 })])("is always a real calendar date", (ms) => {
    expect(isIsoDate(isoDateOf(ms))).toBe(true);
  });
});

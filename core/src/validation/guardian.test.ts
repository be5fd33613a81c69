import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageInYears, needsGuardian, parseCalendarDate } from "./guardian.ts";

const utc = (date: string, time = "00:00:00") => Date.parse(`${date}T${time}Z`);

describe("needsGuardian (spec §5 Terms: under 18 needs a guardian)", () => {
  it.each([
    ["2008-05-10", "2026-05-09", true],
    ["2008-05-10", "2026-05-10", false],
    ["2008-05-10", "2026-05-11", false],
    ["2008-12-31", "2026-12-30", true],
    ["2008-12-31", "2026-12-31", false],
    ["2008-01-01", "2025-12-31", true],
    ["2008-01-01", "2026-01-01", false],
    // 29 February: the birthday falls on 1 March in common years.
    ["2008-02-29", "2026-02-28", true],
    ["2008-02-29", "2026-03-01", false],
    ["2004-02-29", "2022-02-28", true],
    ["2004-02-29", "2022-03-01", false],
    ["2000-02-29", "2018-02-28", true],
    ["2000-02-29", "2018-03-01", false],
    ["2026-05-10", "2026-05-10", true],
    ["1960-07-04", "2026-01-01", false],
  ])("born %s, on %s: %s", (birth, today, minor) => {
    expect(needsGuardian(birth, today)).toEqual({ ok: true, value: minor });
  });

  it("reaches the same answer from epoch milliseconds (UTC calendar date)", () => {
    expect(needsGuardian("2008-05-10", utc("2026-05-09", "23:59:59"))).toEqual({ ok: true, value: true });
    expect(needsGuardian("2008-05-10", utc("2026-05-10"))).toEqual({ ok: true, value: false });
    expect(needsGuardian("2008-02-29", utc("2026-02-28", "12:00:00"))).toEqual({ ok: true, value: true });
  });

  it("counts exact ages, 29 February included", () => {
    expect(ageInYears("2008-02-29", "2012-02-28")).toEqual({ ok: true, value: 3 });
    expect(ageInYears("2008-02-29", "2012-02-29")).toEqual({ ok: true, value: 4 });
    expect(ageInYears("2008-02-29", "2013-02-28")).toEqual({ ok: true, value: 4 });
    expect(ageInYears("2008-02-29", "2013-03-01")).toEqual({ ok: true, value: 5 });
  });

  it.each([
    "",
    "2008-5-10",
    "2008/05/10",
    "2008-13-01",
    "2008-00-10",
    "2008-04-31",
    "2007-02-29",
    "1900-02-29",
    "x",
  ])("refuses the birth date %j", (birth) => {
    expect(needsGuardian(birth, "2026-01-01")).toEqual({ ok: false, error: "validation.birthDate.invalid" });
  });

  it("refuses an invalid today and a birth date in the future", () => {
    expect(needsGuardian("2008-05-10", "2026-02-30")).toEqual({
      ok: false,
      error: "validation.birthDate.invalid",
    });
    expect(needsGuardian("2008-05-10", Number.NaN)).toEqual({
      ok: false,
      error: "validation.birthDate.invalid",
    });
    expect(needsGuardian("2026-05-11", "2026-05-10")).toEqual({
      ok: false,
      error: "validation.birthDate.future",
    });
  });

  it("parses real calendar dates only", () => {
    expect(parseCalendarDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate("2100-02-29")).toBeUndefined();
  });
});

const day = fc.date({
  min: new Date(Date.UTC(1900, 0, 1)),
  max: new Date(Date.UTC(2100, 11, 31)),
  noInvalidDate: true,
});
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe("needsGuardian laws", () => {
  // Reference: adult from the 18th birthday on. Date.UTC rolls 29 February of a common year over
  // to 1 March, which is the rule the product follows.
  const eighteenthBirthday = (birth: Date) =>
    Date.UTC(birth.getUTCFullYear() + 18, birth.getUTCMonth(), birth.getUTCDate());

  test.prop([day, day])("agrees with the 18th-birthday reference", (a, b) => {
    const [birth, today] = a <= b ? [a, b] : [b, a];
    const result = needsGuardian(iso(birth), iso(today));
    const adultFrom = eighteenthBirthday(birth);
    expect(result).toEqual({
      ok: true,
      value: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) < adultFrom,
    });
  });

  test.prop([day, day, day])("age never decreases as today moves on", (birth, t1, t2) => {
    fc.pre(birth <= t1 && t1 <= t2);
    const a1 = ageInYears(iso(birth), iso(t1));
    const a2 = ageInYears(iso(birth), t2.getTime());
    if (!a1.ok || !a2.ok) throw new Error("expected ages");
    expect(a2.value).toBeGreaterThanOrEqual(a1.value);
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  type AccountRecord,
  accountStatus,
  canLogIn,
  dormancyCancellationAt,
  isFunctionAvailable,
} from "./account-status.ts";

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;
const created = at("2022-01-10T00:00:00Z");
const base: AccountRecord = {
  createdAt: created,
  lastLoginAt: at("2023-03-15T12:00:00Z"),
  serviceExpiries: [],
};

describe("account status (spec §4)", () => {
  it("is cancelled 12 calendar months after the last login when no service is unexpired", () => {
    expect(accountStatus(base, at("2024-03-15T11:59:59.999Z"))).toEqual({ kind: "active" });
    expect(accountStatus(base, at("2024-03-15T12:00:00Z"))).toEqual({
      kind: "cancelled",
      reason: "dormant",
      since: at("2024-03-15T12:00:00Z"),
      appeal: "none",
    });
    expect(canLogIn(base, at("2024-04-01T00:00:00Z"))).toBe(false);
  });

  it("waits for the last service to expire", () => {
    const account = { ...base, serviceExpiries: [at("2023-01-01T00:00:00Z"), at("2024-09-01T00:00:00Z")] };
    expect(accountStatus(account, at("2024-08-31T00:00:00Z")).kind).toBe("active");
    expect(accountStatus(account, at("2024-09-01T00:00:00Z"))).toMatchObject({
      kind: "cancelled",
      since: at("2024-09-01T00:00:00Z"),
    });
  });

  it("counts from creation when the user never logged in", () => {
    const account: AccountRecord = { createdAt: created, serviceExpiries: [] };
    expect(dormancyCancellationAt(created, [])).toBe(at("2023-01-10T00:00:00Z"));
    expect(accountStatus(account, at("2023-01-10T00:00:00Z")).kind).toBe("cancelled");
  });

  it("freezes some or all functions while a freeze is in force", () => {
    const some: AccountRecord = {
      ...base,
      freeze: { since: at("2023-04-01T00:00:00Z"), functions: ["download"] },
    };
    const now = at("2023-05-01T00:00:00Z");
    expect(accountStatus(some, now)).toEqual({
      kind: "frozen",
      functions: ["download"],
      since: at("2023-04-01T00:00:00Z"),
    });
    expect(isFunctionAvailable(some, "download", now)).toBe(false);
    expect(isFunctionAvailable(some, "search", now)).toBe(true);
    expect(canLogIn(some, now)).toBe(true);
    const all: AccountRecord = { ...base, freeze: { since: now, until: now + DAY, functions: "all" } };
    expect(isFunctionAvailable(all, "search", now)).toBe(false);
    expect(isFunctionAvailable(all, "search", now - 1)).toBe(true);
    expect(accountStatus(all, now + DAY).kind).toBe("active");
  });

  it("cancels for a breach, which outranks a freeze", () => {
    const breach: AccountRecord = {
      ...base,
      freeze: { since: at("2023-04-01T00:00:00Z"), functions: "all" },
      cancelledForBreachAt: at("2023-05-01T00:00:00Z"),
    };
    expect(accountStatus(breach, at("2023-05-01T00:00:00Z"))).toMatchObject({
      kind: "cancelled",
      reason: "breach",
    });
    expect(isFunctionAvailable(breach, "search", at("2023-06-01T00:00:00Z"))).toBe(false);
    expect(isFunctionAvailable(base, "search", at("2023-06-01T00:00:00Z"))).toBe(true);
  });

  it("follows an appeal: pending, refused, or granted and reinstated", () => {
    const cancelledAt = at("2024-03-15T12:00:00Z");
    const filed = { ...base, appeal: { filedAt: cancelledAt + DAY } };
    expect(accountStatus(filed, cancelledAt + DAY)).toMatchObject({ kind: "cancelled", appeal: "pending" });
    expect(accountStatus(filed, cancelledAt + DAY - 1)).toMatchObject({ kind: "cancelled", appeal: "none" });
    const refused = {
      ...base,
      appeal: { filedAt: cancelledAt + DAY, decision: { granted: false, at: cancelledAt + 3 * DAY } },
    };
    expect(accountStatus(refused, cancelledAt + 2 * DAY)).toMatchObject({ appeal: "pending" });
    expect(accountStatus(refused, cancelledAt + 3 * DAY)).toMatchObject({
      kind: "cancelled",
      appeal: "refused",
    });
    const grantedAt = cancelledAt + 3 * DAY;
    const granted = {
      ...base,
      appeal: { filedAt: cancelledAt + DAY, decision: { granted: true, at: grantedAt } },
    };
    expect(accountStatus(granted, grantedAt)).toEqual({ kind: "active" });
    expect(accountStatus(granted, at("2025-03-18T11:59:59Z"))).toEqual({ kind: "active" });
    expect(accountStatus(granted, at("2025-03-18T12:00:00Z"))).toMatchObject({
      kind: "cancelled",
      reason: "dormant",
      appeal: "none",
    });
  });

  it("lifts a breach cancellation on a granted appeal, but not a later breach", () => {
    const breachAt = at("2023-05-01T00:00:00Z");
    const decision = { granted: true, at: breachAt + 2 * DAY };
    const lifted: AccountRecord = {
      ...base,
      cancelledForBreachAt: breachAt,
      appeal: { filedAt: breachAt + DAY, decision },
    };
    expect(accountStatus(lifted, breachAt + 3 * DAY)).toEqual({ kind: "active" });
    const dormantAt = at("2024-03-15T12:00:00Z");
    const again: AccountRecord = {
      ...base,
      cancelledForBreachAt: dormantAt + 10 * DAY,
      appeal: { filedAt: dormantAt + DAY, decision: { granted: true, at: dormantAt + 2 * DAY } },
    };
    expect(accountStatus(again, dormantAt + 5 * DAY)).toEqual({ kind: "active" });
    expect(accountStatus(again, dormantAt + 10 * DAY)).toMatchObject({ kind: "cancelled", reason: "breach" });
  });

  const instant = fc.integer({ min: at("2015-01-01T00:00:00Z"), max: at("2030-01-01T00:00:00Z") });
  const account = fc.record({
    createdAt: fc.constant(at("2014-06-01T00:00:00Z")),
    lastLoginAt: instant,
    serviceExpiries: fc.array(instant, { maxLength: 4 }),
  });

  test.prop([account, instant])("an unexpired service always prevents cancellation", (a, now) => {
    if (a.serviceExpiries.some((e) => e > now)) expect(accountStatus(a, now).kind).not.toBe("cancelled");
  });

  test.prop([account, instant])("a login within 12 months always prevents cancellation", (a, now) => {
    const loginDate = new Date(a.lastLoginAt);
    const oneYearOn = Date.UTC(loginDate.getUTCFullYear() + 1, loginDate.getUTCMonth(), 1);
    if (now >= a.lastLoginAt && now < oneYearOn) expect(accountStatus(a, now).kind).not.toBe("cancelled");
  });

  test.prop([account, instant])("with neither, the account is cancelled", (a, now) => {
    const noService = a.serviceExpiries.every((e) => e <= now);
    const longAgo = now - a.lastLoginAt >= 366 * DAY;
    if (noService && longAgo) expect(accountStatus(a, now).kind).toBe("cancelled");
  });
});

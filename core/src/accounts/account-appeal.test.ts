import { describe, expect, it } from "vitest";
import { canAppeal, decideAppeal, fileAppeal } from "./account-appeal.ts";
import { type AccountRecord, accountStatus } from "./account-status.ts";

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;
const account: AccountRecord = {
  createdAt: at("2022-01-01T00:00:00Z"),
  lastLoginAt: at("2022-06-01T00:00:00Z"),
  serviceExpiries: [],
};
const cancelled = at("2023-06-01T00:00:00Z");

describe("appeals", () => {
  it("can only be filed by a cancelled account, once per cancellation", () => {
    expect(canAppeal(account, cancelled - 1)).toBe(false);
    expect(fileAppeal(account, cancelled - 1)).toEqual({ ok: false, error: "accounts.appeal.notCancelled" });
    expect(canAppeal(account, cancelled)).toBe(true);
    const filed = fileAppeal(account, cancelled + DAY);
    expect(filed).toEqual({ ok: true, value: { ...account, appeal: { filedAt: cancelled + DAY } } });
    if (!filed.ok) return;
    expect(canAppeal(filed.value, cancelled + 2 * DAY)).toBe(false);
    expect(fileAppeal(filed.value, cancelled + 2 * DAY)).toEqual({
      ok: false,
      error: "accounts.appeal.alreadyFiled",
    });
  });

  it("is decided at the provider's discretion: granted reinstates, refused stays cancelled", () => {
    const filed = { ...account, appeal: { filedAt: cancelled + DAY } };
    const granted = decideAppeal(filed, true, cancelled + 5 * DAY);
    expect(granted.ok && accountStatus(granted.value, cancelled + 5 * DAY)).toEqual({ kind: "active" });
    const refused = decideAppeal(filed, false, cancelled + 5 * DAY);
    expect(refused.ok && accountStatus(refused.value, cancelled + 6 * DAY)).toMatchObject({
      kind: "cancelled",
      appeal: "refused",
    });
    if (refused.ok)
      expect(decideAppeal(refused.value, true, cancelled + 7 * DAY)).toEqual({
        ok: false,
        error: "accounts.appeal.noneToDecide",
      });
  });

  it("has nothing to decide without a pending appeal", () => {
    expect(decideAppeal(account, true, cancelled + DAY)).toEqual({
      ok: false,
      error: "accounts.appeal.noneToDecide",
    });
  });
});

import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ACCOUNT_FUNCTIONS, accountAccess, keepsAccountOut } from "./account-access.ts";
import type { AccountStatus } from "./account-status.ts";

const active: AccountStatus = { kind: "active" };
const frozenAll: AccountStatus = { kind: "frozen", functions: "all", since: 1 };
const frozenDownload: AccountStatus = { kind: "frozen", functions: ["download"], since: 1 };
const cancelled: AccountStatus = { kind: "cancelled", reason: "breach", since: 1, appeal: "none" };

const statusArb: fc.Arbitrary<AccountStatus> = fc.oneof(
  fc.constant(active),
  fc.record({
    kind: fc.constant("frozen" as const),
    functions: fc.oneof(
      fc.constant("all" as const),
      fc.uniqueArray(fc.constantFrom(...ACCOUNT_FUNCTIONS), { maxLength: 3 }),
    ),
    since: fc.nat(),
  }),
  fc.record({
    kind: fc.constant("cancelled" as const),
    reason: fc.constantFrom("dormant" as const, "breach" as const),
    since: fc.nat(),
    appeal: fc.constantFrom("none" as const, "pending" as const, "refused" as const),
  }),
);

describe("account access (issue 29 §1)", () => {
  it("opens an active account and every function of it", () => {
    expect(accountAccess(active)).toBe("open");
    for (const fn of ACCOUNT_FUNCTIONS) expect(accountAccess(active, fn)).toBe("open");
  });

  it("shuts a cancelled account or one frozen whole out of everything", () => {
    expect(accountAccess(cancelled)).toBe("cancelled");
    expect(accountAccess(frozenAll)).toBe("frozen");
    for (const fn of ACCOUNT_FUNCTIONS) {
      expect(accountAccess(cancelled, fn)).toBe("cancelled");
      expect(accountAccess(frozenAll, fn)).toBe("frozen");
    }
    expect(keepsAccountOut(cancelled)).toBe(true);
    expect(keepsAccountOut(frozenAll)).toBe(true);
  });

  it("closes only the frozen functions of a partial freeze", () => {
    expect(accountAccess(frozenDownload)).toBe("open");
    expect(accountAccess(frozenDownload, "download")).toBe("frozen");
    expect(accountAccess(frozenDownload, "search")).toBe("open");
    expect(keepsAccountOut(frozenDownload)).toBe(false);
  });

  test.prop([statusArb, fc.constantFrom(...ACCOUNT_FUNCTIONS)])(
    "an account shut out is shut out of every function",
    (status, fn) => {
      if (keepsAccountOut(status)) expect(accountAccess(status, fn)).not.toBe("open");
      if (accountAccess(status, fn) === "open") expect(status.kind).not.toBe("cancelled");
    },
  );
});

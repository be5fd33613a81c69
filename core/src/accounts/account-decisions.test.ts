import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDecision, decisionsFor, undoOf } from "./account-decisions.ts";
import { type AccountRecord, accountStatus } from "./account-status.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1);
const active: AccountRecord = { createdAt: NOW - 30 * DAY, lastLoginAt: NOW - DAY, serviceExpiries: [] };

const record = fc.record({
  createdAt: fc.integer({ min: NOW - 300 * DAY, max: NOW - DAY }),
  lastLoginAt: fc.integer({ min: NOW - 200 * DAY, max: NOW - DAY }),
  serviceExpiries: fc.array(fc.integer({ min: NOW - 400 * DAY, max: NOW + 400 * DAY }), { maxLength: 2 }),
});

const after = (r: AccountRecord, d: Parameters<typeof applyDecision>[1], at = NOW): AccountRecord => {
  const next = applyDecision(r, d, at);
  if (!next.ok) throw new Error(next.error);
  return next.value;
};

describe("account decisions (spec §4, D291)", () => {
  it("offers by status: freeze and cancel when active; unfreeze when frozen; reinstate for a breach", () => {
    expect(decisionsFor({ kind: "active" })).toEqual(["freeze", "cancel"]);
    expect(decisionsFor({ kind: "frozen", functions: "all", since: 1 })).toEqual(["unfreeze", "cancel"]);
    const breach = { kind: "cancelled", reason: "breach", since: 1 } as const;
    expect(decisionsFor({ ...breach, appeal: "none" })).toEqual(["reinstate"]);
    expect(decisionsFor({ ...breach, appeal: "pending" })).toEqual([
      "grantAppeal",
      "rejectAppeal",
      "reinstate",
    ]);
    const dormant = { kind: "cancelled", reason: "dormant", since: 1 } as const;
    expect(decisionsFor({ ...dormant, appeal: "none" })).toEqual([]);
    expect(decisionsFor({ ...dormant, appeal: "refused" })).toEqual([]);
    expect(decisionsFor({ ...dormant, appeal: "pending" })).toEqual(["grantAppeal", "rejectAppeal"]);
  });

  it("names the undo of a freeze, an unfreeze and a cancellation; an appeal's decision has none", () => {
    expect(undoOf("freeze")).toBe("unfreeze");
    expect(undoOf("unfreeze")).toBe("freeze");
    expect(undoOf("cancel")).toBe("reinstate");
    expect(undoOf("grantAppeal")).toBeUndefined();
    expect(undoOf("rejectAppeal")).toBeUndefined();
    expect(undoOf("reinstate")).toBeUndefined();
  });

  it("freezes and cancels as of now", () => {
    expect(accountStatus(after(active, "freeze"), NOW)).toEqual({
      kind: "frozen",
      functions: "all",
      since: NOW,
    });
    expect(accountStatus(after(active, "cancel"), NOW)).toEqual({
      kind: "cancelled",
      reason: "breach",
      since: NOW,
      appeal: "none",
    });
  });

  it("refuses to reinstate an account not cancelled for a breach, and an appeal that was not filed", () => {
    expect(applyDecision(active, "reinstate", NOW)).toEqual({
      ok: false,
      error: "accounts.reinstate.notBreach",
    });
    expect(applyDecision(after(active, "cancel"), "grantAppeal", NOW)).toEqual({
      ok: false,
      error: "accounts.appeal.noneToDecide",
    });
  });

  it("law: a decision followed by its undo gives back the status before it", () => {
    fc.assert(
      fc.property(
        record,
        fc.constantFrom("freeze", "cancel") as fc.Arbitrary<"freeze" | "cancel">,
        (r, d) => {
          const before = accountStatus(r, NOW);
          fc.pre(before.kind === "active");
          const undo = undoOf(d);
          if (undo === undefined) throw new Error("no undo");
          const done = after(r, d);
          expect(accountStatus(done, NOW).kind).not.toBe("active");
          expect(accountStatus(after(done, undo, NOW + 1), NOW + 1)).toEqual(accountStatus(r, NOW + 1));
        },
      ),
    );
  });

  it("law: reinstating keeps a freeze that was there, unfreezing keeps a cancellation", () => {
    fc.assert(
      fc.property(record, (r) => {
        fc.pre(accountStatus(r, NOW).kind === "active");
        const both = after(after(r, "freeze"), "cancel", NOW + 1);
        expect(accountStatus(after(both, "reinstate", NOW + 2), NOW + 2).kind).toBe("frozen");
        expect(accountStatus(after(both, "unfreeze", NOW + 2), NOW + 2).kind).toBe("cancelled");
      }),
    );
  });
});

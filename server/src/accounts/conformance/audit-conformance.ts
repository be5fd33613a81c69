import { describe, expect, it } from "vitest";
import type { AuditRecord } from "../audit/audit-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { OFFERS, placeOrder } from "./orders-fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

export const auditConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: audit trail`, () => {
    const storage = withStorage(open);

    it("reads an entry back whole, naming the actor and the account decided on", async () => {
      const s = storage();
      const admin = await addAccount(s, { account: "boss" });
      const member = await addAccount(s, { account: "member" });
      await s.audit.record({ at: T0, actorId: admin, action: "freeze", accountId: member, reason: "abuse" });
      expect(await s.audit.entries(10)).toEqual([
        {
          id: expect.any(Number),
          at: T0,
          actor: "boss",
          action: "freeze",
          account: "member",
          orderId: undefined,
          amountCents: undefined,
          reason: "abuse",
          firmReportId: undefined,
        },
      ]);
    });

    it("names the buyer of an order, the firm report decided on, and no actor for the operator's command", async () => {
      const s = storage();
      const buyer = await addAccount(s, { account: "buyer" });
      await s.offers.seed(OFFERS);
      const order = await placeOrder(s, buyer);
      const report = await s.firmReports.add({
        accountId: buyer,
        kind: "apart",
        firmId: 7,
        firmName: "ACME",
        spelling: "ACME CO",
        createdAt: T0,
      });
      await s.audit.record({
        at: T0,
        actorId: undefined,
        action: "confirmTransfer",
        orderId: order.id,
        amountCents: 89_900,
      });
      await s.audit.record({
        at: T0 + 1,
        actorId: undefined,
        action: "rejectFirmReport",
        firmReportId: report.id,
      });
      const [firm, transfer] = await s.audit.entries(10);
      expect(firm).toMatchObject({ actor: undefined, account: undefined, firmReportId: report.id });
      expect(transfer).toMatchObject({
        actor: undefined,
        action: "confirmTransfer",
        account: "buyer",
        orderId: order.id,
        amountCents: 89_900,
      });
    });

    it("lists the newest first (the later written first at one time), up to the limit", async () => {
      const s = storage();
      const id = await addAccount(s);
      const at = [T0 + 5, T0 + 1, T0 + 9, T0 + 5, T0 + 3];
      for (const [i, t] of at.entries())
        await s.audit.record({ at: t, actorId: id, action: "freeze", accountId: id, reason: `r${i}` });
      expect((await s.audit.entries(10)).map((e) => e.reason)).toEqual(["r2", "r3", "r0", "r4", "r1"]);
      expect((await s.audit.entries(2)).map((e) => e.reason)).toEqual(["r2", "r3"]);
      const ids = (await s.audit.entries(10)).map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("keeps every entry written at once on two providers", async () => {
      const s = storage();
      const on = await twoProviders(storage);
      const id = await addAccount(s);
      const entry = (i: number): AuditRecord => ({
        at: T0,
        actorId: id,
        action: "unfreeze",
        reason: `n${i}`,
      });
      await atOnce(12, on, (h, i) => h.audit.record(entry(i)));
      const read = await on(1).audit.entries(100);
      expect(read.map((e) => e.reason).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `n${i}`).sort());
    });
  });

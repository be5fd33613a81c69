import { describe, expect, it } from "vitest";
import type { FirmDecision, NewFirmReport } from "../firm-feedback/firm-reports-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const apart = (accountId: number, overrides: Partial<NewFirmReport> = {}): NewFirmReport => ({
  accountId,
  kind: "apart",
  firmId: 10,
  firmName: "ACME LTD",
  spelling: "ACME TRADING",
  comment: "not the same firm",
  createdAt: T0,
  ...overrides,
});

const same = (accountId: number, overrides: Partial<NewFirmReport> = {}): NewFirmReport => ({
  accountId,
  kind: "same",
  firmId: 10,
  firmName: "ACME LTD",
  otherFirmId: 20,
  otherFirmName: "ACME LIMITED",
  createdAt: T0,
  ...overrides,
});

const rule = {
  id: "fr-1",
  kind: "apart" as const,
  a: { country: "US", name: "ACME LTD" },
  b: { country: "US", name: "ACME TRADING" },
};

const decision = (overrides: Partial<FirmDecision> = {}): FirmDecision => ({
  from: "pending",
  to: "rejected",
  at: T0 + 100,
  by: undefined,
  note: undefined,
  ...overrides,
});

export const firmReportsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: firm reports`, () => {
    const storage = withStorage(open);

    it("reads a report back as sent, pending, by id; an unknown id is undefined", async () => {
      const s = storage();
      const id = await addAccount(s);
      const made = await s.firmReports.add(apart(id));
      expect(made).toEqual({ ...apart(id), id: made.id, status: "pending" });
      expect(await s.firmReports.find(made.id)).toEqual(made);
      const pair = await s.firmReports.add(same(id));
      expect(pair).toEqual({ ...same(id), id: pair.id, status: "pending" });
      expect(await s.firmReports.find(pair.id + 1000)).toBeUndefined();
    });

    it("keeps one report per key: the same report again, or at once on two providers, is the first one", async () => {
      const s = storage();
      const on = await twoProviders(storage);
      const id = await addAccount(s);
      const other = await addAccount(s);
      const sent = await atOnce(10, on, (h, i) =>
        h.firmReports.add(apart(id, { comment: `try ${i}`, createdAt: T0 + i })),
      );
      expect(new Set(sent.map((r) => r.id)).size).toBe(1);
      const kept = await s.firmReports.find(sent[0]?.id ?? 0);
      expect(sent.every((r) => r.comment === kept?.comment)).toBe(true);
      expect((await s.firmReports.ofAccount(id, 10)).length).toBe(1);
      // Another account, another alias or another kind is another report.
      const others = [
        await s.firmReports.add(apart(other)),
        await s.firmReports.add(apart(id, { spelling: "ACME CO" })),
        await s.firmReports.add(same(id)),
      ];
      expect(new Set([sent[0]?.id, ...others.map((r) => r.id)]).size).toBe(4);
    });

    it("lists an account's reports naming a firm, either firm of a pair, newest first", async () => {
      const s = storage();
      const id = await addAccount(s);
      const old = await s.firmReports.add(apart(id, { createdAt: T0 }));
      const pair = await s.firmReports.add(same(id, { createdAt: T0 + 5 }));
      await s.firmReports.add(apart(id, { firmId: 30, createdAt: T0 + 9 }));
      expect((await s.firmReports.ofAccount(id, 10)).map((r) => r.id)).toEqual([pair.id, old.id]);
      expect((await s.firmReports.ofAccount(id, 20)).map((r) => r.id)).toEqual([pair.id]);
      expect(await s.firmReports.ofAccount(id + 1000, 10)).toEqual([]);
    });

    it("decides a report once: of decisions at once on two providers exactly one wins", async () => {
      const s = storage();
      const on = await twoProviders(storage);
      const sender = await addAccount(s);
      const admin = await addAccount(s, { account: "admin" });
      const report = await s.firmReports.add(apart(sender));
      const won = await atOnce(8, on, (h, i) =>
        h.firmReports.decide(
          report.id,
          i % 2 === 0
            ? decision({ to: "accepted", by: admin, note: `n${i}`, rule })
            : decision({ to: "rejected", by: admin, note: `n${i}` }),
        ),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = won.indexOf(true);
      const decided = await s.firmReports.find(report.id);
      expect(decided).toMatchObject({
        status: winner % 2 === 0 ? "accepted" : "rejected",
        decidedAt: T0 + 100,
        decidedBy: admin,
        note: `n${winner}`,
      });
      expect(decided?.rule).toEqual(winner % 2 === 0 ? rule : undefined);
    });

    it("withdraws an accepted rule keeping the rule and note it had when none is given", async () => {
      const s = storage();
      const id = await addAccount(s);
      const report = await s.firmReports.add(apart(id));
      expect(await s.firmReports.decide(report.id, decision({ to: "accepted", note: "ok", rule }))).toBe(
        true,
      );
      expect(await s.firmReports.decide(report.id, decision({ to: "rejected" }))).toBe(false);
      const withdrawn = decision({ from: "accepted", to: "withdrawn", at: T0 + 200 });
      expect(await s.firmReports.decide(report.id, withdrawn)).toBe(true);
      expect(await s.firmReports.find(report.id)).toMatchObject({
        status: "withdrawn",
        decidedAt: T0 + 200,
        note: "ok",
        rule,
      });
      expect(await s.firmReports.decide(report.id, withdrawn)).toBe(false);
    });

    it("queues pending reports first, then decided ones, each newest first, with sender and decider names", async () => {
      const s = storage();
      const sender = await addAccount(s, { account: "sender" });
      const admin = await addAccount(s, { account: "admin" });
      const a = await s.firmReports.add(apart(sender, { firmId: 1, createdAt: T0 + 1 }));
      const b = await s.firmReports.add(apart(sender, { firmId: 2, createdAt: T0 + 2 }));
      const c = await s.firmReports.add(apart(sender, { firmId: 3, createdAt: T0 + 3 }));
      const d = await s.firmReports.add(apart(sender, { firmId: 4, createdAt: T0 + 4 }));
      await s.firmReports.decide(d.id, decision({ by: admin }));
      await s.firmReports.decide(b.id, decision({ by: undefined }));
      const listed = await s.firmReports.list(10);
      expect(listed.map((r) => r.id)).toEqual([c.id, a.id, d.id, b.id]);
      expect(listed[0]).toMatchObject({ sender: "sender", status: "pending" });
      expect(listed[0]).not.toHaveProperty("decider");
      expect(listed[2]).toMatchObject({ sender: "sender", decider: "admin", status: "rejected" });
      expect(listed[3]).not.toHaveProperty("decider");
      expect((await s.firmReports.list(2)).map((r) => r.id)).toEqual([c.id, a.id]);
    });
  });

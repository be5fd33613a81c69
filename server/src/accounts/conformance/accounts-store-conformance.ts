import { describe, expect, it } from "vitest";
import { addAccount, newAccount, type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

export const accountsStoreConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: accounts`, () => {
    const storage = withStorage(open);

    it("reads an account back as written, by id, login (any case) and e-mail", async () => {
      const s = storage();
      const written = newAccount({
        account: "Ship-Co",
        email: "Ops@Ship.example",
        roles: ["buyer"],
        lifecycle: { freeze: { since: T0, functions: "all" } },
      });
      const made = await s.accounts.create(written);
      if (!made.ok) throw new Error("created");
      const byId = await s.accounts.findById(made.id);
      expect(byId).toMatchObject({ ...written, id: made.id });
      expect((await s.accounts.findByLogin("ship-co"))?.id).toBe(made.id);
      expect((await s.accounts.findByLogin("OPS@ship.example"))?.id).toBe(made.id);
      expect((await s.accounts.findByEmail("ops@ship.example"))?.id).toBe(made.id);
      expect(await s.accounts.findById(made.id + 1000)).toBeUndefined();
    });

    it("refuses a second account with the same e-mail or name, even when made at once on two providers", async () => {
      const s = storage();
      const handles = [s, await storage.another()];
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          handles[i % 2]?.accounts.create(newAccount({ account: `same${i}`, email: "one@x.test" })),
        ),
      ).then((all) => all.flatMap((r) => (r === undefined ? [] : [r])));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.conflict))).toEqual(
        Array(5).fill("email"),
      );
      const winner = await s.accounts.findByEmail("one@x.test");
      const byName = await s.accounts.create(
        newAccount({ account: winner?.account.toUpperCase() ?? "", email: "o@x.test" }),
      );
      expect(byName).toEqual({ ok: false, conflict: "account" });
    });

    it("keeps an e-mail with one owner when changed", async () => {
      const s = storage();
      const a = await addAccount(s, { email: "a@x.test" });
      const b = await addAccount(s, { email: "b@x.test" });
      expect(await s.accounts.updateBasicInfo(b, { email: "A@x.test" })).toBe("emailTaken");
      expect(await s.accounts.updateBasicInfo(a, { email: "new@x.test", nickname: "N", phone: null })).toBe(
        "ok",
      );
      expect(await s.accounts.findByLogin("new@x.test")).toMatchObject({ id: a, nickname: "N" });
    });

    it("finds accounts by a part of the name or e-mail, in id order, up to the limit", async () => {
      const s = storage();
      const ids = [
        await addAccount(s, { account: "alpha-trade", email: "x1@q.test" }),
        await addAccount(s, { account: "beta", email: "trade@q.test" }),
        await addAccount(s, { account: "gamma", email: "x3@q.test" }),
      ];
      expect((await s.accounts.search("TRADE", 10)).map((a) => a.id)).toEqual([ids[0], ids[1]]);
      expect((await s.accounts.search("trade", 1)).map((a) => a.id)).toEqual([ids[0]]);
    });

    it("lists sub-accounts, dormancy candidates and records logins and cancellations", async () => {
      const s = storage();
      const main = await addAccount(s);
      const sub = await addAccount(s, { level: 1, parentId: main });
      expect((await s.accounts.subAccountsOf(main)).map((a) => a.id)).toEqual([sub]);
      await s.accounts.recordLogin(main, T0 + 5000);
      expect((await s.accounts.dormancyCandidates(T0 + 10)).map((a) => a.id)).toEqual([sub]);
      await s.accounts.recordDormantCancellation(sub, T0 + 20);
      expect(await s.accounts.dormancyCandidates(T0 + 10)).toEqual([]);
      expect((await s.accounts.findById(sub))?.lifecycle.cancelledDormantAt).toBe(T0 + 20);
      expect((await s.accounts.findById(main))?.lastLoginAt).toBe(T0 + 5000);
    });

    it("seeds only an empty store, once, even when two processes seed at once", async () => {
      const s = storage();
      const seed = [
        { ...newAccount({ account: "boss" }) },
        { ...newAccount({ account: "team", level: 1 }), parentAccount: "boss" },
      ];
      const written = await Promise.all([s.accounts.seedIfEmpty(seed), s.accounts.seedIfEmpty(seed)]);
      expect([...written].sort()).toEqual([0, 2]);
      expect(await s.accounts.hasAny()).toBe(true);
      const boss = await s.accounts.findByLogin("boss");
      expect((await s.accounts.findByLogin("team"))?.parentId).toBe(boss?.id);
    });
  });

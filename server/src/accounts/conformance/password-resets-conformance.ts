// Reset links (D282, D283): one live link per account; using one ends the others (also links kept
// before that rule); a password change ends all; a link for nobody is never usable.
import { describe, expect, it } from "vitest";
import type { OpenedAccountStorage } from "../open-account-storage.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const LATER = 30 * 60_000;

/** A link as the code before D282 kept them: several live ones per account. */
const oldLink = (s: OpenedAccountStorage, hash: string, account: number, at: number) =>
  s.sql.run(
    "INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
    [hash, account, at, at + LATER],
  );

const kept = async (s: OpenedAccountStorage) =>
  (await s.sql.all<{ token_hash: string }>("SELECT token_hash FROM password_resets ORDER BY token_hash")).map(
    (r) => r.token_hash,
  );

export const passwordResetsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: password-reset links`, () => {
    const storage = withStorage(open);

    it("a newer link ends the earlier ones of its account, not another account's", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      await s.passwordResets.create("t1", a, T0 + 1_000, T0 + 1_000 + LATER);
      await s.passwordResets.create("u1", b, T0 + 1_500, T0 + 1_500 + LATER);
      await s.passwordResets.create("t2", a, T0 + 2_000, T0 + 2_000 + LATER);
      expect(await s.passwordResets.use("t1", T0 + 3_000)).toBeUndefined();
      expect(await s.passwordResets.use("u1", T0 + 3_000)).toBe(b);
      expect(await s.passwordResets.use("t2", T0 + 3_000)).toBe(a);
      expect(await s.passwordResets.use("t2", T0 + 3_001)).toBeUndefined();
    });

    it("a link is refused from the moment it expires", async () => {
      const s = storage();
      const a = await addAccount(s);
      await s.passwordResets.create("t1", a, T0, T0 + LATER);
      expect(await s.passwordResets.use("t1", T0 + LATER)).toBeUndefined();
    });

    it("using a link ends every other link of the account, also ones kept before the rule", async () => {
      const s = storage();
      const a = await addAccount(s);
      await oldLink(s, "t1", a, T0 + 1_000);
      await oldLink(s, "t2", a, T0 + 2_000);
      expect(await s.passwordResets.use("t2", T0 + 3_000)).toBe(a);
      expect(await s.passwordResets.use("t1", T0 + 3_000)).toBeUndefined();
    });

    it("a password change ends every link of the account", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      await oldLink(s, "t1", a, T0 + 1_000);
      await s.passwordResets.create("t2", a, T0 + 2_000, T0 + 2_000 + LATER);
      await s.passwordResets.create("u1", b, T0 + 2_000, T0 + 2_000 + LATER);
      await s.passwordResets.endAll(a);
      expect(await s.passwordResets.use("t1", T0 + 3_000)).toBeUndefined();
      expect(await s.passwordResets.use("t2", T0 + 3_000)).toBeUndefined();
      expect(await s.passwordResets.use("u1", T0 + 3_000)).toBe(b);
    });

    it("a link for nobody is kept but never usable; expired links are forgotten at the next one", async () => {
      const s = storage();
      const a = await addAccount(s);
      await s.passwordResets.create("nobody-1", undefined, T0 + 1_000, T0 + 1_000 + LATER);
      await s.passwordResets.create("nobody-2", undefined, T0 + 1_100, T0 + 1_100 + LATER);
      expect(await kept(s)).toEqual(["nobody-1", "nobody-2"]);
      expect(await s.passwordResets.use("nobody-1", T0 + 2_000)).toBeUndefined();
      await s.passwordResets.create("t1", a, T0 + 1_100 + LATER, T0 + 1_100 + 2 * LATER);
      expect(await kept(s)).toEqual(["t1"]);
    });

    it("one link used at once on two providers resets the password once", async () => {
      const s = storage();
      const a = await addAccount(s);
      await s.passwordResets.create("t1", a, T0, T0 + LATER);
      const on = await twoProviders(storage);
      const used = await atOnce(8, on, (p, i) => p.passwordResets.use("t1", T0 + 1 + i));
      expect(used.filter((id) => id !== undefined)).toEqual([a]);
    });

    it("two live links of one account used at once: only one of them works", async () => {
      const s = storage();
      const a = await addAccount(s);
      await oldLink(s, "t1", a, T0);
      await oldLink(s, "t2", a, T0);
      const on = await twoProviders(storage);
      const used = await atOnce(8, on, (p, i) => p.passwordResets.use(i % 4 < 2 ? "t1" : "t2", T0 + 1));
      expect(used.filter((id) => id !== undefined)).toEqual([a]);
    });

    it("links asked for at once on two providers leave the account one live link", async () => {
      const s = storage();
      const a = await addAccount(s);
      const on = await twoProviders(storage);
      await atOnce(6, on, (p, i) => p.passwordResets.create(`t${i}`, a, T0 + i, T0 + LATER));
      const left = await kept(s);
      expect(left).toHaveLength(1);
      expect(await s.passwordResets.use(left[0] ?? "", T0 + 10)).toBe(a);
    });
  });

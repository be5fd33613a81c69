import { describe, expect, it } from "vitest";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

const session = (tokenHash: string, accountId: number) => ({
  tokenHash,
  accountId,
  createdAt: T0,
  lastSeenAt: T0,
  expiresAt: T0 + 86_400_000,
});

export const sessionsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: sessions`, () => {
    const storage = withStorage(open);

    it("stores a session by its hash and reads it back whole", async () => {
      const s = storage();
      const id = await addAccount(s);
      await s.sessions.create(session("h1", id));
      expect(await s.sessions.find("h1")).toEqual(session("h1", id));
      expect(await s.sessions.find("nope")).toBeUndefined();
    });

    it("touch never moves the last-seen time back, whatever the order", async () => {
      const s = storage();
      const id = await addAccount(s);
      await s.sessions.create(session("h1", id));
      await Promise.all([s.sessions.touch("h1", T0 + 500), s.sessions.touch("h1", T0 + 100)]);
      await s.sessions.touch("h1", T0 + 200);
      expect((await s.sessions.find("h1"))?.lastSeenAt).toBe(T0 + 500);
    });

    it("revocation keeps the first time; revoking an account ends all its sessions and no other's", async () => {
      const s = storage();
      const a = await addAccount(s);
      const b = await addAccount(s);
      await s.sessions.create(session("a1", a));
      await s.sessions.create(session("a2", a));
      await s.sessions.create(session("b1", b));
      await Promise.all([s.sessions.revoke("a1", T0 + 10), s.sessions.revoke("a1", T0 + 20)]);
      const first = (await s.sessions.find("a1"))?.revokedAt;
      expect([T0 + 10, T0 + 20]).toContain(first);
      await s.sessions.revoke("a1", T0 + 30);
      expect((await s.sessions.find("a1"))?.revokedAt).toBe(first);
      await s.sessions.revokeAccount(a, T0 + 40);
      expect((await s.sessions.find("a2"))?.revokedAt).toBe(T0 + 40);
      expect((await s.sessions.find("b1"))?.revokedAt).toBeUndefined();
    });

    it("a session revoked through one provider is over for the other", async () => {
      const s = storage();
      const other = await storage.another();
      const id = await addAccount(s);
      await s.sessions.create(session("h1", id));
      expect((await other.sessions.find("h1"))?.revokedAt).toBeUndefined();
      await s.sessions.revoke("h1", T0 + 1);
      expect((await other.sessions.find("h1"))?.revokedAt).toBe(T0 + 1);
    });

    it("purge forgets only sessions whose cap passed", async () => {
      const s = storage();
      const id = await addAccount(s);
      await s.sessions.create({ ...session("old", id), expiresAt: T0 + 1 });
      await s.sessions.create(session("new", id));
      await s.sessions.purge(T0 + 2);
      expect(await s.sessions.find("old")).toBeUndefined();
      expect(await s.sessions.find("new")).toBeDefined();
    });
  });

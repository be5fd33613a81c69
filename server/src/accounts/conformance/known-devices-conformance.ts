import { describe, expect, it } from "vitest";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

export const knownDevicesConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: known devices`, () => {
    const storage = withStorage(open);

    it("knows a device for the account it signed in to, and for no other", async () => {
      const s = storage();
      const a = await addAccount(s);
      const b = await addAccount(s);
      expect(await s.devices.isKnown(a, "d1")).toBe(false);
      await s.devices.remember(a, "d1", T0);
      expect(await s.devices.isKnown(a, "d1")).toBe(true);
      expect(await s.devices.isKnown(b, "d1")).toBe(false);
    });

    it("a token kept for one account is never moved to another; remembering again updates its time", async () => {
      const s = storage();
      const other = await storage.another();
      const a = await addAccount(s);
      const b = await addAccount(s);
      await s.devices.remember(a, "d1", T0);
      await other.devices.remember(b, "d1", T0 + 5);
      await other.devices.remember(a, "d1", T0 + 9);
      expect(await other.devices.isKnown(b, "d1")).toBe(false);
      expect(await s.devices.isKnown(a, "d1")).toBe(true);
      const row = await s.sql.get<{ account_id: number; last_seen_at: number }>(
        "SELECT account_id, last_seen_at FROM known_devices WHERE token_hash = ?",
        ["d1"],
      );
      expect({ account: Number(row?.account_id), seen: Number(row?.last_seen_at) }).toEqual({
        account: a,
        seen: T0 + 9,
      });
    });
  });

import { describe, expect, it } from "vitest";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { atOnce, twoProviders } from "./two-providers.ts";
import { withStorage } from "./with-storage.ts";

const ticket = (ticketHash: string, accountId: number, expiresAt = T0 + 60_000) => ({
  ticketHash,
  accountId,
  host: "oem.example",
  createdAt: T0,
  expiresAt,
});

export const ssoTicketsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: SSO tickets`, () => {
    const storage = withStorage(open);

    it("redeems a live ticket once, whole; an unknown or expired one never", async () => {
      const s = storage();
      const id = await addAccount(s);
      await s.tickets.create(ticket("t1", id));
      await s.tickets.create(ticket("short", id, T0 + 10));
      expect(await s.tickets.redeem("t1", T0 + 5)).toEqual(ticket("t1", id));
      expect(await s.tickets.redeem("t1", T0 + 6)).toBeUndefined();
      expect(await s.tickets.redeem("nope", T0 + 5)).toBeUndefined();
      expect(await s.tickets.redeem("short", T0 + 10)).toBeUndefined();
    });

    it("a ticket handed to both providers at once is redeemed by one call only", async () => {
      const s = storage();
      const id = await addAccount(s);
      await s.tickets.create(ticket("t1", id));
      const on = await twoProviders(storage);
      const redeemed = await atOnce(8, on, (p, i) => p.tickets.redeem("t1", T0 + i));
      expect(redeemed.filter((t) => t !== undefined)).toEqual([ticket("t1", id)]);
    });

    it("purge forgets only tickets expired before the time", async () => {
      const s = storage();
      const id = await addAccount(s);
      await s.tickets.create(ticket("old", id, T0 + 1));
      await s.tickets.create(ticket("new", id));
      await s.tickets.purge(T0 + 2);
      const left = await s.sql.all<{ ticket_hash: string }>("SELECT ticket_hash FROM sso_tickets");
      expect(left.map((r) => r.ticket_hash)).toEqual(["new"]);
    });
  });

import { describe, expect, it } from "vitest";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

export const teamsConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: team data sets and permissions`, () => {
    const storage = withStorage(open);

    it("a sub-account has no data set until one is assigned; a new assignment replaces it", async () => {
      const s = storage();
      const sub = await addAccount(s);
      const other = await addAccount(s);
      expect(await s.teamDatasets.assignedTo(sub)).toBeUndefined();
      await s.teamDatasets.assign(sub, "OWN-1", T0);
      await s.teamDatasets.assign(sub, "OWN-2", T0 + 1);
      expect(await s.teamDatasets.assignedTo(sub)).toBe("OWN-2");
      expect(await s.teamDatasets.assignedTo(other)).toBeUndefined();
    });

    it("keeps the chosen permissions (also none), replacing earlier ones", async () => {
      const s = storage();
      const sub = await addAccount(s);
      expect(await s.teamDatasets.permissionsOf(sub)).toBeUndefined();
      await s.teamDatasets.assignPermissions(sub, ["AI", "EMAIL"], T0);
      expect(await s.teamDatasets.permissionsOf(sub)).toEqual(["AI", "EMAIL"]);
      await s.teamDatasets.assignPermissions(sub, [], T0 + 1);
      expect(await s.teamDatasets.permissionsOf(sub)).toEqual([]);
    });

    it("reads back only permissions it knows, whatever was stored", async () => {
      const s = storage();
      const sub = await addAccount(s);
      await s.sql.run(
        "INSERT INTO team_permission_assignments (account_id, permissions, updated_at) VALUES (?, ?, ?)",
        [sub, JSON.stringify(["AI", "RETIRED", 7]), T0],
      );
      expect(await s.teamDatasets.permissionsOf(sub)).toEqual(["AI"]);
    });

    it("an assignment made through one provider is read by the other", async () => {
      const s = storage();
      const other = await storage.another();
      const sub = await addAccount(s);
      await s.teamDatasets.assign(sub, "OWN-9", T0);
      await s.teamDatasets.assignPermissions(sub, ["TRADE_SO"], T0);
      expect(await other.teamDatasets.assignedTo(sub)).toBe("OWN-9");
      expect(await other.teamDatasets.permissionsOf(sub)).toEqual(["TRADE_SO"]);
    });
  });

// The recorder of the console's searches, alone: what it writes, what it leaves out, and that a
// store that fails does not fail the search that was answered.
import { describe, expect, it } from "vitest";
import type { RecentSearchStore, StoredSearch } from "../../accounts/collection/collection-port.ts";
import { searchRecorder } from "./tracking-handlers.ts";

const recording = () => {
  const written: { accountId: number; search: StoredSearch; keep: number }[] = [];
  const store: RecentSearchStore = {
    record: async (accountId, search, keep) => {
      written.push({ accountId, search, keep });
    },
    list: async () => [],
  };
  return { store, written };
};
const log = () => {
  const errors: string[] = [];
  return { errors, logger: { info: () => {}, error: (m: string) => errors.push(m) } };
};
const found = { total: 12, totalExact: true };

describe("searchRecorder", () => {
  it("writes a session's search in its one form, with what it found, keeping 20", async () => {
    const { store, written } = recording();
    const record = searchRecorder(store, log().logger);
    await record({ datasets: "IMP_USA_BL_SEA", keyword: "chairs", current: "3" }, found, {
      caller: { accountId: 7, tokenHash: "ab12" },
      now: 1_000,
    });
    expect(written).toEqual([
      {
        accountId: 7,
        search: {
          query: "datasets=IMP_USA_BL_SEA&keyword=chairs",
          searchedAt: 1_000,
          total: 12,
          totalExact: true,
        },
        keep: 20,
      },
    ]);
  });

  it("leaves out API-key calls, callers without a session and what is no search", async () => {
    const { store, written } = recording();
    const record = searchRecorder(store, log().logger);
    await record({ datasets: "IMP_USA_BL_SEA" }, found, {
      caller: { accountId: 7, tokenHash: "apikey:3" },
      now: 1,
    });
    await record({ datasets: "IMP_USA_BL_SEA" }, found, { caller: undefined, now: 1 });
    await record({ datasets: "nothing" }, found, { caller: { accountId: 7, tokenHash: "ab" }, now: 1 });
    expect(written).toEqual([]);
  });

  it("logs a store's failure instead of failing the search", async () => {
    const { errors, logger } = log();
    const failing: RecentSearchStore = {
      record: async () => {
        throw new Error("database is locked");
      },
      list: async () => [],
    };
    await expect(
      searchRecorder(failing, logger)({ datasets: "IMP_USA_BL_SEA" }, found, {
        caller: { accountId: 7, tokenHash: "ab" },
        now: 1,
      }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual(["recording a recent search failed"]);
  });
});

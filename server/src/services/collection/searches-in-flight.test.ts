// A recent-searches list waits for the account's searches still being written in this process
// (PostgreSQL answers the write a round trip later), never for another account's, and still answers
// when a write failed.
import { describe, expect, it } from "vitest";
import type { RecentSearchStore, StoredSearch } from "../../accounts/collection/collection-port.ts";
import { searchesInFlight } from "./searches-in-flight.ts";

const slowStore = () => {
  const rows = new Map<number, StoredSearch[]>();
  const gates: (() => void)[] = [];
  const failures: (() => void)[] = [];
  const store: RecentSearchStore = {
    record: (accountId, search) =>
      new Promise<void>((resolve, reject) => {
        gates.push(() => {
          rows.set(accountId, [search, ...(rows.get(accountId) ?? [])]);
          resolve();
        });
        failures.push(() => reject(new Error("write failed")));
      }),
    list: async (accountId) => rows.get(accountId) ?? [],
  };
  return { store, gates, failures };
};

const search = (query: string): StoredSearch => ({ query, searchedAt: 1, total: 1, totalExact: true });
const tick = () => new Promise((r) => setTimeout(r, 5));

describe("searchesInFlight", () => {
  it("lists a search recorded just before once its write lands, without waiting for other accounts", async () => {
    const { store, gates } = slowStore();
    const searches = searchesInFlight(store);
    const writing = searches.record(1, search("q1"), 20);
    void searches.record(2, search("other"), 20);
    let listed: readonly StoredSearch[] | undefined;
    const listing = searches.list(1).then((l) => {
      listed = l;
    });
    expect(await searches.list(3)).toEqual([]);
    await tick();
    expect(listed).toBeUndefined();
    gates[0]?.();
    await Promise.all([writing, listing]);
    expect(listed?.map((s) => s.query)).toEqual(["q1"]);
    expect(await Promise.race([searches.list(1), tick().then(() => "waited")])).not.toBe("waited");
  });

  it("still lists when a write failed, and the failure reaches the recorder", async () => {
    const { store, failures } = slowStore();
    const searches = searchesInFlight(store);
    const writing = searches.record(1, search("q1"), 20);
    const listing = searches.list(1);
    failures[0]?.();
    await expect(writing).rejects.toThrow("write failed");
    expect(await listing).toEqual([]);
  });
});

// "My collection", recent searches and firm references on every engine (issues 15, 30): saves within
// the account's limit even at once on two providers, tag filters and counts, the newest searches
// kept in the order recorded, and retired firm ids followed by what the accounts keep.
import { describe, expect, it } from "vitest";
import type { NewItem } from "../collection/collection-port.ts";
import { addAccount, type OpenStorage, T0 } from "./fixture.ts";
import { withStorage } from "./with-storage.ts";

const item = (accountId: number, ref: string, overrides: Partial<NewItem> = {}): NewItem => ({
  accountId,
  kind: "company",
  ref,
  datasets: ["IMP_USA_BL_SEA"],
  title: null,
  note: "",
  tags: [],
  at: T0,
  ...overrides,
});

const search = (query: string, searchedAt: number) => ({ query, searchedAt, total: 12, totalExact: true });

export const collectionConformance = (engine: string, open: OpenStorage) =>
  describe(`${engine}: collection`, () => {
    const storage = withStorage(open);

    it("saves an item once, filters by kind, reference and tag, counts tags most used first", async () => {
      const s = storage();
      const id = await addAccount(s);
      const saved = await s.collection.add(item(id, "1", { tags: ["b", "a"], note: "n", title: "T" }), 10);
      expect(saved).toMatchObject({
        kind: "added",
        value: { ref: "1", tags: ["b", "a"], title: "T", createdAt: T0 },
      });
      expect((await s.collection.add(item(id, "1"), 10)).kind).toBe("existing");
      await s.collection.add(item(id, "B-1", { kind: "bill", tags: ["a"], at: T0 + 1, datasets: [] }), 10);
      await s.collection.add(item(id, "2", { tags: ["c'x"], at: T0 + 2 }), 10);
      expect((await s.collection.list(id, {})).map((i) => i.ref)).toEqual(["2", "B-1", "1"]);
      expect((await s.collection.list(id, { kind: "company" })).map((i) => i.ref)).toEqual(["2", "1"]);
      expect((await s.collection.list(id, { tag: "a" })).map((i) => i.ref)).toEqual(["B-1", "1"]);
      expect((await s.collection.list(id, { tag: "c'x", ref: "2" })).map((i) => i.ref)).toEqual(["2"]);
      expect(await s.collection.list(id, { tag: "none" })).toEqual([]);
      expect(await s.collection.tags(id)).toEqual([
        { tag: "a", items: 2 },
        { tag: "b", items: 1 },
        { tag: "c'x", items: 1 },
      ]);
      expect(await s.collection.count(id)).toBe(3);
    });

    it("updates and removes only the account's own items", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      const saved = await s.collection.add(item(a, "1"), 10);
      if (saved.kind === "full") throw new Error("saved");
      const change = { note: "new", tags: ["x"], at: T0 + 5 };
      expect(await s.collection.update(b, saved.value.id, change)).toBeUndefined();
      expect(await s.collection.update(a, saved.value.id, change)).toEqual({
        ...saved.value,
        note: "new",
        tags: ["x"],
        updatedAt: T0 + 5,
      });
      expect(await s.collection.list(b, {})).toEqual([]);
      expect(await s.collection.remove(b, saved.value.id)).toBe(false);
      expect(await s.collection.remove(a, saved.value.id)).toBe(true);
      expect(await s.collection.count(a)).toBe(0);
    });

    it("never passes the account's limit when saves come at once on two providers", async () => {
      const s = storage();
      const handles = [s, await storage.another()];
      const id = await addAccount(s);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => handles[i % 2]?.collection.add(item(id, String(i)), 3)),
      );
      expect(results.filter((r) => r?.kind === "added")).toHaveLength(3);
      expect(results.filter((r) => r?.kind === "full")).toHaveLength(5);
      expect(await s.collection.count(id)).toBe(3);
    });

    it("keeps the newest searches, the later of one millisecond on top, a search run again moved up", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      for (const q of ["q1", "q2", "q3"]) await s.recentSearches.record(a, search(q, T0), 3);
      expect((await s.recentSearches.list(a)).map((x) => x.query)).toEqual(["q3", "q2", "q1"]);
      await s.recentSearches.record(a, search("q1", T0), 3);
      expect((await s.recentSearches.list(a)).map((x) => x.query)).toEqual(["q1", "q3", "q2"]);
      await s.recentSearches.record(a, search("q4", T0 + 1), 3);
      expect(await s.recentSearches.list(a)).toEqual([
        search("q4", T0 + 1),
        search("q1", T0),
        search("q3", T0),
      ]);
      await s.recentSearches.record(b, search("other", T0), 3);
      expect((await s.recentSearches.list(a)).map((x) => x.query)).toEqual(["q4", "q1", "q3"]);
    });

    it("keeps the newest searches when searches are recorded at once on two providers", async () => {
      const s = storage();
      const handles = [s, await storage.another()];
      const id = await addAccount(s);
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          handles[i % 2]?.recentSearches.record(id, search(`q${i}`, T0 + i), 3),
        ),
      );
      expect((await s.recentSearches.list(id)).map((x) => x.query)).toEqual(["q7", "q6", "q5"]);
    });

    it("lists the firm ids kept and moves or merges them to the firm that has the retired id's bills", async () => {
      const s = storage();
      const [a, b] = [await addAccount(s), await addAccount(s)];
      const track = (accountId: number, ref: string, since: number) =>
        s.tracking.track(
          {
            accountId,
            kind: "company",
            ref,
            name: ref,
            datasets: [],
            cadence: undefined,
            locale: "en",
            since,
          },
          10,
        );
      await track(a, "importer:5", T0 + 1);
      const older = await track(a, "importer:3000000000", T0);
      await track(b, "exporter:5", T0);
      await s.collection.add(item(a, "5", { note: "old", tags: ["x"] }), 10);
      await s.collection.add(item(a, "3000000000", { note: "kept", tags: ["y", "x"] }), 10);
      await s.collection.add(item(b, "5", { note: "b" }), 10);
      expect(await s.firmReferences.companyIds()).toEqual([5, 3_000_000_000]);
      expect(await s.firmReferences.follow(5, 3_000_000_000)).toBe(4);
      expect(await s.firmReferences.companyIds()).toEqual([3_000_000_000]);
      const tracked = await s.tracking.list(a, "company");
      expect(tracked.map((t) => [t.id, t.ref])).toEqual([
        [older.kind === "full" ? 0 : older.value.id, "importer:3000000000"],
      ]);
      expect((await s.tracking.list(b, "company")).map((t) => t.ref)).toEqual(["exporter:3000000000"]);
      expect((await s.collection.list(a, {})).map((i) => [i.ref, i.note, i.tags])).toEqual([
        ["3000000000", "kept\n\nold", ["y", "x"]],
      ]);
      expect((await s.collection.list(b, {})).map((i) => i.ref)).toEqual(["3000000000"]);
      expect(await s.firmReferences.follow(5, 6)).toBe(0);
    });
  });

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filesToPrefetch, type PageFilesTable, parsePageFilesTable } from "./page-files-table.ts";

const path = fc.stringMatching(/^\/assets\/[a-z]{1,6}\.(js|css)$/);
const table = fc.record({
  navigation: fc.array(path, { maxLength: 4 }),
  pages: fc.dictionary(
    fc.stringMatching(/^\.\/(zh|en|ru)\/[a-z]{1,6}\.tsx$/),
    fc.array(path, { maxLength: 6 }),
  ),
});

describe("page files table", () => {
  it("parses what the build writes, as it is", () => {
    fc.assert(
      fc.property(table, (t) => {
        expect(parsePageFilesTable(JSON.parse(JSON.stringify(t)))).toEqual(t);
      }),
    );
  });

  it("refuses anything else", () => {
    for (const bad of [
      null,
      "x",
      [],
      { navigation: [] },
      { navigation: "/a.js", pages: {} },
      { navigation: [], pages: [] },
      { navigation: [], pages: { "./zh/a.tsx": ["relative.js"] } },
      { navigation: [1], pages: {} },
    ])
      expect(parsePageFilesTable(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it("gives each needed file once, none already requested, and nothing more", () => {
    fc.assert(
      fc.property(table, fc.array(path), (t: PageFilesTable, done) => {
        const requested = new Set(done);
        for (const [page, files] of Object.entries(t.pages)) {
          const out = filesToPrefetch(t, page, requested);
          expect(new Set(out).size).toBe(out.length);
          expect(out.some((f) => requested.has(f))).toBe(false);
          expect(new Set([...out, ...requested])).toEqual(new Set([...t.navigation, ...files, ...requested]));
        }
      }),
    );
  });

  it("gives nothing for a page the table does not know", () => {
    expect(filesToPrefetch({ navigation: ["/assets/r.js"], pages: {} }, "./zh/x.tsx", new Set())).toEqual([]);
  });
});

// The later catalogue's pages are exactly the routes whose page module lives in one of its folders:
// a page moved there without its route listed would show message ids instead of words.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGES_WITH_LATER_WORDS } from "./later-catalog.ts";

const source = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("the later catalogue", () => {
  it("lists every route whose page is in one of its folders, and no other", () => {
    const config = source("../../../lingui.config.ts");
    const folders = [...(config.match(/const later = \[([^\]]*)\]/)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(folders.length).toBeGreaterThan(0);
    const pages = [
      ...source("../console-pages.ts").matchAll(
        /^\s*"?([\w/-]+)"?: \(\) => import\("\.\/pages\/([^"]+)"\)/gm,
      ),
    ];
    expect(pages.length).toBeGreaterThan(10);
    const files = [
      ...(config.match(/const laterPages = \[([^\]]*)\]/)?.[1] ?? "").matchAll(/"([^"]+)"/g),
    ].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    const later = pages
      .filter(([, , path]) => folders.some((f) => path?.startsWith(`${f}/`)) || files.includes(path))
      .map(([, id]) => id);
    expect(new Set(later)).toEqual(PAGES_WITH_LATER_WORDS);
  });
});

describe("adding the later words", () => {
  it("adds the pages' words once and never replaces the console's own (a page's title id)", async () => {
    const { setupI18n } = await import("@lingui/core");
    const { addLaterWords } = await import("./later-catalog.ts");
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "en", messages: { "console.title.dashboard": "Dashboard" } });
    let changes = 0;
    i18n.on("change", () => {
      changes += 1;
    });
    await addLaterWords(i18n, "en");
    await addLaterWords(i18n, "en");
    expect(i18n._("console.title.dashboard")).toBe("Dashboard");
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(100);
    expect(changes).toBe(1);
  });
});

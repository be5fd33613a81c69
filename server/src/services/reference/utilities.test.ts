// The utilities list through the real HTTP stack: list 265 pages through the stored tools, each page
// led by the header row the console skips; other lists are empty.
import { utilitiesMenuItems } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordFigures } from "../../reference/reference-port.ts";
import { sqlReferenceStore } from "../../reference/sql-reference-store.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { portsOfCatalogue } from "./reference-area.ts";
import { UTILITIES_HEADER, UTILITY_TOOLS } from "./utility-tools.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server.stop());

interface Page {
  code: number;
  data: { rows: { name: string; info: { url: string } }[]; total: number };
}
const list = async (query: string) =>
  (await (await server.client().get(`/api/public/utilities?${query}`)).json()) as Page;
const names = (page: Page) => page.data.rows.slice(1).map((r) => r.name);

describe("GET /api/public/utilities", () => {
  it("answers the console's request (id 265, page 1, limit 10) with code 0, the header and ten tools", async () => {
    const page = await list("id=265&page=1&limit=10&desc=false");
    expect(page.code).toBe(0);
    expect(page.data.rows[0]).toEqual(UTILITIES_HEADER);
    expect(page.data.rows).toHaveLength(11);
    expect(page.data.total).toBe(UTILITY_TOOLS.length);
    expect(names(page)).toEqual(UTILITY_TOOLS.slice(0, 10).map((t) => t.name));
    // What the console makes of it: the header skipped, every tool a link that opens in a new tab.
    const items = utilitiesMenuItems(page);
    expect(items).toHaveLength(10);
    expect(items.every((item) => item.path?.startsWith("https://"))).toBe(true);
  });

  it("stores only real https addresses", async () => {
    const store = sqlReferenceStore(server.deps.storage.sql, {} as RecordFigures, portsOfCatalogue);
    const stored = await store.utilities(265, 0, UTILITY_TOOLS.length + 10, false);
    expect(stored.rows).toHaveLength(UTILITY_TOOLS.length);
    for (const { url } of stored.rows) expect(new URL(url).protocol).toBe("https:");
  });

  it("pages through the tools, each page led by the header", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await list(`id=265&page=${page}&limit=4&desc=false`);
      expect(answer.data.rows[0]).toEqual(UTILITIES_HEADER);
      seen.push(...names(answer));
    }
    expect(seen).toEqual(UTILITY_TOOLS.map((t) => t.name));
    const beyond = await list("id=265&page=9&limit=4&desc=false");
    expect(beyond.data).toEqual({ rows: [UTILITIES_HEADER], total: UTILITY_TOOLS.length });
  });

  it("orders the tools last first when desc is true", async () => {
    const page = await list("id=265&page=1&limit=3&desc=true");
    expect(names(page)).toEqual(
      UTILITY_TOOLS.slice(-3)
        .reverse()
        .map((t) => t.name),
    );
  });

  it("clamps page 0 to page 1 and a limit above 100 to 100", async () => {
    expect(await list("id=265&page=0&limit=2&desc=false")).toEqual(
      await list("id=265&page=1&limit=2&desc=false"),
    );
    const all = await list("id=265&page=1&limit=5000&desc=false");
    expect(names(all)).toHaveLength(UTILITY_TOOLS.length);
  });

  it("answers another list id with no rows", async () => {
    for (const id of [0, 1, 264, 266, -5]) {
      expect(await list(`id=${id}&page=1&limit=10&desc=false`)).toMatchObject({
        code: 0,
        data: { rows: [], total: 0 },
      });
    }
  });

  it("answers 10001 for a missing or malformed query", async () => {
    for (const query of [
      "",
      "id=265",
      "id=abc&page=1&limit=10&desc=false",
      "id=265&page=-1&limit=10&desc=false",
      "id=265&page=1&limit=10&desc=maybe",
      "id=1.5&page=1&limit=10&desc=false",
    ]) {
      expect(await list(query)).toMatchObject({
        code: 10001,
        data: { messageId: "errors.code.wrongParameters" },
      });
    }
  });
});

// Issue 31 item 2 through the real HTTP stack: an export writes what was found up to the account's
// limit and says how many were found; the API export's `current` is a file of the limit's size, a
// file past the last match is refused; every row carries its bill of lading number, the firm ids
// and the firms' display names beside the names as written. Expected values are read from the
// stored rows by plain SQL, not through the store under test.
import { DatabaseSync } from "node:sqlite";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFreeMember, FREE_MEMBER } from "../../testing/free-member.ts";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";

const US = "IMP_USA_BL_SEA";
type Body<T> = { code: number; data: T };
type View = { id: number; status: string; rowsWritten: number; rowsExpected: number; matches?: number };

const csv = async (response: Response) =>
  Papa.parse<string[]>(new TextDecoder().decode(await response.arrayBuffer()).replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
const exportOf = (client: TestClient, params: Record<string, string>) =>
  client.get(`/searching/cds/export?${new URLSearchParams({ datasets: US, format: "csv", ...params })}`, {
    "accept-language": "en",
  });

describe("exports say what was found and carry the firms' ids and names", () => {
  let server: TestServer;
  let free: TestClient;
  let trade: TestClient;
  /** The US bills that count: their keys, and each firm's display name. */
  let bills: { bill_key: string | null; importer_id: number | null; importer_name: string | null }[];
  let firms: Map<number, string>;

  beforeAll(async () => {
    server = await startTestServer();
    await addFreeMember(server.deps.config.accountStorage);
    free = (await signIn(server, FREE_MEMBER.email)).client;
    trade = (await signIn(server, "demo-trade")).client;
    const db = new DatabaseSync(server.deps.config.tradeDatabaseFile, { readOnly: true });
    bills = db
      .prepare(
        "SELECT bill_key, importer_id, importer_name FROM trade_bills WHERE counted = 1 AND dataset = ?",
      )
      .all(US) as typeof bills;
    firms = new Map(
      (db.prepare("SELECT id, name FROM trade_companies").all() as { id: number; name: string }[]).map(
        (r) => [r.id, r.name],
      ),
    );
    db.close();
  }, 60_000);
  afterAll(async () => server.stop());

  it("writes every match under the account's limit, with bill numbers, firm ids and display names", async () => {
    const response = await exportOf(trade, {});
    expect(response.headers.get("x-export-row-limit")).toBe("10000");
    expect(response.headers.get("x-export-matches")).toBe(String(bills.length));
    expect(response.headers.get("x-export-rows")).toBe(String(bills.length));
    const [head, ...rows] = await csv(response);
    expect(head?.slice(0, 8)).toEqual([
      "Date",
      "Bill of lading",
      "Master bill of lading",
      "Data set",
      "Importer id",
      "Importer",
      "Importer as written",
      "Importer country",
    ]);
    expect(rows).toHaveLength(bills.length);
    // The bill's own number: its house bill, else its master bill.
    const numbers = bills.map((b) => (b.bill_key ?? "").split("/").filter(Boolean).at(-1) ?? "");
    expect(rows.map((r) => r[1]).sort()).toEqual(numbers.sort());
    for (const row of rows.filter((r) => r[4] !== "")) {
      expect(row[5]).toBe(firms.get(Number(row[4])));
      expect(row[6]).not.toBe("");
    }
    // A spelling that differs from the firm's display name is still listed under the firm's one name.
    expect(rows.some((r) => r[4] !== "" && r[5] !== r[6])).toBe(true);
  });

  it("cuts at a free member's 20 and says how many were found, in the list too", async () => {
    expect(bills.length).toBeGreaterThan(20);
    const response = await exportOf(free, {});
    expect(response.headers.get("x-export-matches")).toBe(String(bills.length));
    expect(response.headers.get("x-export-rows")).toBe("20");
    expect((await csv(response)).length).toBe(21);
    const started = (await (
      await free.post("/console/exports", {
        subject: { kind: "search", query: { datasets: US } },
        format: "csv",
      })
    ).json()) as Body<View>;
    expect(started.data).toMatchObject({ rowsExpected: 20, matches: bills.length });
  });

  it("takes current as a file of the limit's size: file 2 is the rows from the 21st, as the search's page 2", async () => {
    const page = (await (
      await free.get(`/searching/cds?${new URLSearchParams({ datasets: US, current: "2", pageSize: "20" })}`)
    ).json()) as Body<{ records: { billNumber?: string }[] }>;
    const second = await exportOf(free, { current: "2" });
    expect(second.headers.get("x-export-rows")).toBe(String(Math.min(20, bills.length - 20)));
    const [, ...rows] = await csv(second);
    expect(rows.map((r) => r[1])).toEqual(page.data.records.map((r) => r.billNumber ?? ""));
    const first = (await csv(await exportOf(free, {}))).slice(1);
    expect(first.map((r) => r[1])).not.toEqual(rows.map((r) => r[1]));
  });

  it("refuses a file past the last match with 10001, saying the matches, the limit and the files", async () => {
    const files = Math.ceil(bills.length / 20);
    const last = await csv(await exportOf(free, { current: String(files) }));
    expect(last.length - 1).toBe(bills.length - (files - 1) * 20);
    const past = await exportOf(free, { current: String(files + 1) });
    expect(await past.json()).toMatchObject({
      code: 10001,
      msg: `current: file ${files + 1} is past the last match. Matches: ${bills.length}; rows per file: 20; files: ${files}.`,
      data: {
        messageId: "exports.pastEnd",
        params: { page: files + 1, matches: bills.length, limit: 20, files },
      },
    });
  });
});

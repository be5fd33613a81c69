// "My collection" through the real HTTP stack (issue 15): saving a bill, a company and a search,
// notes and tags, filters, duplicates, removing and saving again, the limits and the refusals (never
// a 500), and one account never seeing another's items (a sub-account and its main account).
import { COLLECTION_MAX_ITEMS } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../../testing/test-server.ts";

let server: TestServer;
let trade: TestClient;
let sub: TestClient;

type Body = { code: number; data: Record<string, unknown> };
const json = async (r: Response) => {
  expect(r.status).toBeLessThan(500);
  return (await r.json()) as Body;
};
const add = async (client: TestClient, body: Record<string, unknown>) =>
  json(await client.post("/console/collection", body));
const list = async (client: TestClient, query = "") =>
  (await json(await client.get(`/console/collection${query}`))).data;
type Item = {
  id: number;
  kind: string;
  ref: string;
  title?: string;
  note: string;
  tags: string[];
  address: string;
};
const items = async (client: TestClient, query = "") => (await list(client, query)).items as Item[];

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
  sub = (await signIn(server, "demo-trade-sub")).client;
}, 60_000);
afterAll(async () => server.stop());

describe("my collection", () => {
  it("saves a bill, a company and a search, each once, each opening its screen", async () => {
    const bill = await add(trade, { kind: "bill", ref: "0012", title: "  WOODEN\nCHAIRS " });
    expect(bill).toMatchObject({
      code: 200,
      data: {
        added: true,
        item: { kind: "bill", ref: "12", title: "WOODEN CHAIRS", address: "/shipments/bill?id=12" },
      },
    });
    const company = await add(trade, {
      kind: "company",
      ref: "7",
      datasets: "IMP_USA_BL_SEA",
      title: "ACME INC",
      tags: ["Suppliers", "#suppliers", " US "],
    });
    expect(company.data.item).toMatchObject({
      tags: ["suppliers", "us"],
      address: "/shipments/company?id=7&datasets=IMP_USA_BL_SEA",
    });
    const search = await add(trade, {
      kind: "search",
      ref: "datasets=IMP_USA_BL_SEA&kind=description&keyword=chairs&current=3&sort=weight",
    });
    expect(search.data.item).toMatchObject({
      ref: "datasets=IMP_USA_BL_SEA&keyword=chairs",
      address: "/shipments/search?datasets=IMP_USA_BL_SEA&keyword=chairs",
    });
    expect(search.data.item).not.toHaveProperty("title");

    // The same things again: the items saved, not new ones (another page of the search, the
    // company seen over another data set).
    const again = await add(trade, {
      kind: "search",
      ref: "keyword=chairs&datasets=IMP_USA_BL_SEA&current=9",
    });
    expect(again.data).toMatchObject({ added: false, item: { id: (search.data.item as Item).id } });
    const company2 = await add(trade, { kind: "company", ref: "7", datasets: "IMP_MEXICO_CD_SEA" });
    expect(company2.data).toMatchObject({ added: false, item: { id: (company.data.item as Item).id } });

    const all = await list(trade);
    expect((all.items as Item[]).map((i) => i.kind)).toEqual(["search", "company", "bill"]);
    expect(all).toMatchObject({ total: 3, limit: COLLECTION_MAX_ITEMS });
    expect((await items(trade, "?kind=company")).map((i) => i.ref)).toEqual(["7"]);
    // Whether one thing is saved: by kind and reference, written any way.
    expect(await items(trade, "?kind=bill&ref=12")).toHaveLength(1);
    expect(
      await items(trade, "?kind=search&ref=datasets%3DIMP_USA_BL_SEA%26keyword%3Dchairs%26current%3D2"),
    ).toHaveLength(1);
    expect(await items(trade, "?kind=bill&ref=13")).toHaveLength(0);
    expect(await items(trade, "?kind=bill&ref=nonsense")).toHaveLength(0);
  });

  it("keeps a note and tags, filters by a tag however it is typed, and counts the tags", async () => {
    const [bill] = await items(trade, "?kind=bill");
    const updated = await json(
      await trade.post("/console/collection/update", {
        id: bill?.id,
        note: "  Ask for a quote\r\nin May ",
        tags: ["Chairs", "suppliers", ""],
      }),
    );
    expect(updated).toMatchObject({
      code: 200,
      data: { note: "Ask for a quote\nin May", tags: ["chairs", "suppliers"] },
    });
    expect((await items(trade, "?tag=SUPPLIERS")).map((i) => i.kind).sort()).toEqual(["bill", "company"]);
    expect((await items(trade, "?tag=chairs&kind=bill")).map((i) => i.id)).toEqual([bill?.id]);
    expect(await items(trade, "?tag=nobody")).toEqual([]);
    expect((await list(trade)).tags).toEqual([
      { tag: "suppliers", items: 2 },
      { tag: "chairs", items: 1 },
      { tag: "us", items: 1 },
    ]);
  });

  it("removes an item, refuses removing it twice, and saves it again with its note and tags", async () => {
    const [company] = await items(trade, "?kind=company");
    expect((await json(await trade.post("/console/collection/remove", { id: company?.id }))).code).toBe(200);
    expect(await items(trade, "?kind=company")).toEqual([]);
    expect(await json(await trade.post("/console/collection/remove", { id: company?.id }))).toMatchObject({
      code: 55002,
      data: { messageId: "errors.collection.unknownItem" },
    });
    const back = await add(trade, {
      kind: "company",
      ref: "7",
      datasets: "IMP_USA_BL_SEA",
      title: company?.title,
      note: "undo",
      tags: company?.tags,
    });
    expect(back.data).toMatchObject({
      added: true,
      item: { ref: "7", note: "undo", tags: ["suppliers", "us"] },
    });
    expect((back.data.item as Item).id).not.toBe(company?.id);
  });

  it("refuses bad input with core's message, never a 500", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ kind: "bill", ref: "x" }, "collection.reference.invalid"],
      [{ kind: "company", ref: "7" }, "collection.reference.invalid"],
      [{ kind: "search", ref: "keyword=chairs" }, "collection.reference.invalid"],
      [{ kind: "bill", ref: "1", tags: ["<b>"] }, "collection.tag.invalid"],
      [{ kind: "bill", ref: "1", tags: ["x".repeat(33)] }, "collection.tag.tooLong"],
      [
        { kind: "bill", ref: "1", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        "collection.tags.tooMany",
      ],
      [{ kind: "bill", ref: "1", note: "n".repeat(2001) }, "collection.note.tooLong"],
    ];
    for (const [body, messageId] of refusals)
      expect(await add(trade, body), messageId).toMatchObject({ code: 10001, data: { messageId } });
    expect((await add(trade, { kind: "note", ref: "1" })).code).toBe(10001);
    const [bill] = await items(trade, "?kind=bill");
    expect(
      await json(
        await trade.post("/console/collection/update", { id: bill?.id, note: "", tags: ["a\u0000b"] }),
      ),
    ).toMatchObject({ code: 10001, data: { messageId: "errors.request.nulCharacter" } });
    expect(
      await json(await trade.post("/console/collection/update", { id: 999_999, note: "", tags: [] })),
    ).toMatchObject({
      code: 55002,
    });
    // Nothing refused was saved.
    expect((await list(trade)).total).toBe(3);
  });

  it("is each account's own: a sub-account and its main account see only their own items", async () => {
    expect(await items(sub)).toEqual([]);
    const saved = await add(sub, { kind: "bill", ref: "12", title: "Sub's bill" });
    expect(saved.data.added).toBe(true);
    expect((await items(sub)).map((i) => i.title)).toEqual(["Sub's bill"]);
    expect((await items(trade, "?kind=bill")).map((i) => i.title)).toEqual(["WOODEN CHAIRS"]);
    const [mine] = await items(trade, "?kind=bill");
    // Another account's item cannot be changed or removed by its id.
    expect((await json(await sub.post("/console/collection/remove", { id: mine?.id }))).code).toBe(55002);
    expect(
      (await json(await sub.post("/console/collection/update", { id: mine?.id, note: "x", tags: [] }))).code,
    ).toBe(55002);
    expect(await items(trade, "?kind=bill")).toEqual([mine]);
    expect((await server.client().get("/console/collection")).status).toBeLessThan(500);
    expect((await json(await server.client().get("/console/collection"))).code).toBe(401);
  });

  it(`holds at most ${COLLECTION_MAX_ITEMS} items`, async () => {
    const { client } = await signIn(server, "demo-market");
    const accountId = (await server.deps.storage.accounts.findByLogin("demo-market"))?.id ?? 0;
    // All but one filled in through the store (a thousand HTTP calls would only slow the test); on
    // PostgreSQL each is a round trip, hence the longer time allowed.
    const store = server.deps.storage.collection;
    for (let i = 1; i < COLLECTION_MAX_ITEMS; i += 1)
      await store.add(
        {
          accountId,
          kind: "bill",
          ref: String(100_000 + i),
          datasets: [],
          title: null,
          note: "",
          tags: [],
          at: 0,
        },
        COLLECTION_MAX_ITEMS,
      );
    expect((await add(client, { kind: "bill", ref: "5" })).data.added).toBe(true);
    expect(await add(client, { kind: "bill", ref: "6" })).toMatchObject({
      code: 55001,
      data: { messageId: "errors.collection.full" },
    });
    // Saving one already saved still answers it.
    expect((await add(client, { kind: "bill", ref: "5" })).data.added).toBe(false);
    const [latest] = await items(client);
    expect((await json(await client.post("/console/collection/remove", { id: latest?.id }))).code).toBe(200);
    expect((await add(client, { kind: "bill", ref: "6" })).data.added).toBe(true);
  }, 60_000);
});

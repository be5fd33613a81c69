// Issue 31 item 7 (D332) through the real HTTP stack: the filters the analyst's walk found ignored
// (answered 200 with the unfiltered total) are refused with 10001, naming the parameter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { startTestServer, type TestClient, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let trade: TestClient;
const US = "IMP_USA_BL_SEA";

const get = async (path: string, params: Record<string, string>) =>
  (await (await trade.get(`${path}?${new URLSearchParams(params)}`)).json()) as {
    code: number;
    msg: string;
    data: Record<string, unknown>;
  };

beforeAll(async () => {
  server = await startTestServer();
  trade = (await signIn(server, "demo-trade")).client;
}, 60_000);
afterAll(async () => server.stop());

describe("a filter the search cannot read is refused, never ignored", () => {
  it.each([
    ["startTime", "03/01/2025", "trade.query.startTime"],
    ["startTime", "2025-02-30", "trade.query.startTime"],
    ["wmin", "1,000", "trade.query.wmin"],
    ["origin", "china", "trade.query.origin"],
    ["pageSize", "1000", "trade.query.pageSize"],
    ["current", "1001", "trade.query.current"],
  ])("%s=%s on /searching/cds and its facets", async (field, value, messageId) => {
    for (const path of ["/searching/cds", "/searching/cds/facets"]) {
      const body = await get(path, { datasets: US, [field]: value });
      expect(body).toMatchObject({ code: 10001, data: { messageId, params: { field, fields: field } } });
      // The envelope's text names the parameter too, for a caller reading only `msg`.
      expect(body.msg).toContain(`(${field})`);
    }
  });

  it("names every parameter at fault, and still answers a good query", async () => {
    const body = await get("/searching/cds", { datasets: US, startTime: "03/01/2025", wmin: "1,000" });
    expect(body).toMatchObject({
      code: 10001,
      data: { params: { field: "startTime", fields: "startTime,wmin" } },
    });
    const good = await get("/searching/cds", {
      datasets: US,
      startTime: "2025-03-01",
      wmin: "1000",
      pageSize: "100",
    });
    expect(good).toMatchObject({ code: 200, data: { pageSize: 100 } });
  });

  it("names the buyer search's own parameter (country)", async () => {
    const admin = (await signIn(server, "demo-admin")).client;
    const body = (await (await admin.get(`/searching/cds/buyers?datasets=${US}&country=china`)).json()) as {
      code: number;
      data: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      code: 10001,
      data: { messageId: "trade.query.destination", params: { field: "country" } },
    });
  });
});

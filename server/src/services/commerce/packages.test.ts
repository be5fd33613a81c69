// GET /public/overseas/packages through the real HTTP stack, and the offer's levers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { createCommerceArea } from "./commerce-area.ts";
import { json } from "./commerce-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

// Spec §9 prices and term, written out by hand; the countries are what each package grants (D294):
// Deluxe the whole catalogue, 50 each way (the site's figure), not §9's advertised 62 / 47.
const SPEC_TABLE = [
  { id: "PRO", priceUsdPerYear: 899, importCountries: 1, exportCountries: 0, termMonths: 12 },
  { id: "GLOBAL", priceUsdPerYear: 2399, importCountries: 19, exportCountries: 0, termMonths: 12 },
  { id: "PLUS", priceUsdPerYear: 2999, importCountries: 26, exportCountries: 2, termMonths: 12 },
  { id: "LUXURY", priceUsdPerYear: 4399, importCountries: 29, exportCountries: 21, termMonths: 12 },
  { id: "DELUXE", priceUsdPerYear: 5699, importCountries: 50, exportCountries: 50, termMonths: 12 },
];

const listed = async () => json(await server.client().get("/public/overseas/packages"));

describe("packages", () => {
  it("lists the five tiers of spec §9 with their prices, coverage and term", async () => {
    const body = await listed();
    expect(body).toEqual({ code: 200, msg: "success", data: SPEC_TABLE });
  });

  it("seeds idempotently: a second seed changes nothing", async () => {
    const area = createCommerceArea(server.deps);
    await area.admin.reprice("PRO", 99_900, server.clock.now());
    await area.seed(server.clock.now());
    expect((await listed()).data[0]).toMatchObject({ id: "PRO", priceUsdPerYear: 999 });
    await area.admin.reprice("PRO", 89_900, server.clock.now());
    expect((await listed()).data).toEqual(SPEC_TABLE);
  });

  it("shows a re-priced tier at its new price, in cents without float drift", async () => {
    const area = createCommerceArea(server.deps);
    expect(await area.admin.reprice("GLOBAL", 239_999, server.clock.now())).toEqual({
      ok: true,
      changed: true,
      invalidated: 0,
    });
    expect((await listed()).data[1]).toEqual({ ...SPEC_TABLE[1], priceUsdPerYear: 2399.99 });
    await area.admin.reprice("GLOBAL", 239_900, server.clock.now());
  });

  it("leaves an offline tier out, and lists it again when back online", async () => {
    const area = createCommerceArea(server.deps);
    await area.admin.setOnOffer("LUXURY", false, server.clock.now());
    expect((await listed()).data.map((t: { id: string }) => t.id)).toEqual([
      "PRO",
      "GLOBAL",
      "PLUS",
      "DELUXE",
    ]);
    await area.admin.setOnOffer("LUXURY", true, server.clock.now());
    expect((await listed()).data).toEqual(SPEC_TABLE);
  });

  it("refuses a price that is not a positive whole number of cents, and unchanged settings are no change", async () => {
    const area = createCommerceArea(server.deps);
    for (const bad of [0, -100, 12.5, Number.NaN])
      expect(await area.admin.reprice("PRO", bad, server.clock.now())).toEqual({
        ok: false,
        error: "bad-price",
      });
    expect(await area.admin.reprice("PRO", 89_900, server.clock.now())).toEqual({
      ok: true,
      changed: false,
      invalidated: 0,
    });
    expect(await area.admin.setOnOffer("PRO", true, server.clock.now())).toEqual({
      ok: true,
      changed: false,
      invalidated: 0,
    });
  });
});

// Issue 31 item 13 held on every trade engine (D336, D346): a firm or bill outside the caller's data
// sets is "not found", byte for byte as an id that does not exist. The handlers decide it from what
// the store answers (a bill's data set, a firm's shipments in the data sets asked), so the cases run
// the handlers themselves over each engine's store, for a caller owning the US data set only: in the
// conformance fixture COMERCIALIZADORA ANDINA and both declarations are Mexican only.

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CUSTOMS_DATASETS,
  composePermissionValue,
  OWNERSHIP_CODE_LENGTH,
  readTradeQuery,
} from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../http/handler.ts";
import { importReleases } from "../import/importer.ts";
import type { OpenedTradeEngine } from "../open-trade-engine.ts";
import { tradeBillHandler, tradeCompanyProfileHandler, tradePartnersHandler } from "../trade-handlers.ts";
import { MX, US, writeConformanceFixture } from "./conformance-fixture.ts";

/** An ownership code granting the US bills of lading only. */
const US_ONLY = Array.from({ length: OWNERSHIP_CODE_LENGTH }, (_, i) =>
  CUSTOMS_DATASETS[i]?.value === US ? "1" : "0",
).join("");

const entitlements = async () => ({
  membership: composePermissionValue({ tier: "GOLD", features: ["PARTNER_REPORT"] }),
  permissions: {},
  customsDataSource: US_ONLY,
  accountType: "member" as const,
});

const ctx = {
  now: 0,
  locale: "en",
  caller: { accountId: 1, tokenHash: "" },
  ip: "127.0.0.1",
  setSessionToken: () => {},
  clearSessionToken: () => {},
  deviceToken: undefined,
  setDeviceToken: () => {},
} satisfies RequestContext;

const NO_SUCH_ID = "987654321";

export const unownedConformance = (engineName: string, open: () => Promise<OpenedTradeEngine>): void => {
  describe(`firms and bills outside the caller's data sets on the ${engineName} trade engine`, () => {
    let engine: OpenedTradeEngine;
    /** What the handlers answer, as the envelope's bytes would be written. */
    const bill = async (id: string) =>
      JSON.stringify(
        await tradeBillHandler(engine.store, entitlements, async () => new Map())({ query: { id } }, ctx),
      );
    const profile = async (id: string) =>
      JSON.stringify(
        await tradeCompanyProfileHandler(
          engine.store,
          entitlements,
          async () => new Map(),
          engine.identity,
        )({ query: { id, datasets: US } }, ctx),
      );
    const partners = async (id: string) =>
      JSON.stringify(
        await tradePartnersHandler(
          engine.store,
          entitlements,
          engine.identity,
        )({ query: { id, datasets: US } }, ctx),
      );
    const idsOf = async (datasets: string, keyword?: string) => {
      const read = readTradeQuery({
        datasets,
        pageSize: "100",
        ...(keyword === undefined ? {} : { keyword }),
      });
      if (!read.ok) throw new Error(read.issues.join());
      return (await engine.store.search(read.value)).records;
    };

    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), "unowned-"));
      writeConformanceFixture(dir);
      engine = await open();
      await importReleases([dir], engine.sink, { now: () => 0 });
    }, 60_000);
    afterAll(async () => engine.close());

    it("answers a bill of an unowned data set as an id that does not exist, naming no data set", async () => {
      const [mexican] = await idsOf(MX);
      const [american] = await idsOf(US);
      const unowned = await bill(String(mexican?.id));
      expect(unowned).toBe(await bill(NO_SUCH_ID));
      expect(JSON.parse(unowned)).toMatchObject({ ok: false });
      expect(unowned).not.toContain(MX);
      expect(JSON.parse(await bill(String(american?.id)))).toMatchObject({ ok: true });
    });

    it("answers the record and the partner report of a firm with no shipment in the owned data sets as unknown", async () => {
      const [mexican] = await idsOf(MX, "chairs");
      const andina = mexican?.importer?.id;
      expect(mexican?.importer?.name).toMatch(/ANDINA/i);
      const unowned = await profile(String(andina));
      expect(unowned).toBe(await profile(NO_SUCH_ID));
      expect(unowned).not.toMatch(/ANDINA/i);
      expect(await partners(String(andina))).toBe(await partners(NO_SUCH_ID));
      // A firm of the owned data set is found by both.
      const [american] = await idsOf(US);
      const acme = String(american?.importer?.id);
      expect(JSON.parse(await profile(acme))).toMatchObject({ ok: true });
      expect(JSON.parse(await partners(acme))).toMatchObject({ ok: true });
    });
  });
};

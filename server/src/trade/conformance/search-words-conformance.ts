// The search words (issue 31 item 5, D328–D331) held to the same answers on every trade engine:
// OR, NOT and a minus, "phrases", prefixes, parentheses, an "other than" clause, and the fields of a
// bill (number, container, vessel, carrier, notify party, address). One small AMS release whose
// every answer is known by hand; sqlite.conformance.test.ts and clickhouse.conformance.test.ts
// call it with their engine.

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readTradeQuery } from "@portolan/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importReleases } from "../import/importer.ts";
import type { OpenedTradeEngine } from "../open-trade-engine.ts";
import { US, writeAms } from "./conformance-fixture.ts";

interface Bill {
  readonly text: string;
  readonly vessel: string;
  readonly carrier: string;
  readonly master: string;
  readonly house?: string;
  readonly hs?: string;
  readonly container?: string;
  readonly notify?: string;
  readonly address?: string;
}

// Bill 5's text is the HS 2022 nomenclature's own (subheading 8304.00), not made up.
const BILLS: readonly Bill[] = [
  {
    text: "WOODEN CHAIRS",
    vessel: "MSC OSCAR",
    carrier: "MSCU",
    master: "MEDU-4471",
    hs: "940161",
    container: "MSKU 123456-5",
    notify: "BLUE HARBOR CUSTOMS BROKERS",
    address: "100 TERMINAL WAY",
  },
  {
    text: "STEEL CHAIRS",
    vessel: "EVER GIVEN",
    carrier: "EGLV",
    master: "EGLV14002",
    house: "HB-778",
    hs: "940171",
  },
  { text: "SOFA, UPHOLSTERED", vessel: "EVER GIVEN", carrier: "EGLV", master: "EGLV14003", hs: "940161" },
  { text: "STOOLS OF BAMBOO", vessel: "MAERSK ESSEN", carrier: "MAEU", master: "MAEU5001", hs: "940153" },
  {
    text: "Office equipment; filing cabinets, card-index cabinets, paper trays, paper rests, pen trays, office-stamp stands and similar office or desk equipment, of base metal, other than office furniture of heading no. 9403",
    vessel: "MAERSK ESSEN",
    carrier: "MAEU",
    master: "MAEU5002",
    hs: "830400",
  },
  { text: "FURNITURE PARTS", vessel: "MAERSK ESSEN", carrier: "MAEU", master: "MAEU5003", hs: "940390" },
  { text: "STEEL SOFA FRAME", vessel: "CMA CGM MARCO POLO", carrier: "CMDU", master: "CMDU7001" },
];

const writeFixture = (dir: string) => {
  const ids = BILLS.map((_, i) => String(i + 1));
  const each = <T>(f: (b: Bill, id: string) => T | undefined): T[] =>
    BILLS.flatMap((b, i) => {
      const row = f(b, ids[i] as string);
      return row === undefined ? [] : [row];
    });
  writeAms(dir, "202601010000", {
    header: each((b, id) => ({
      identifier: id,
      estimated_arrival_date: `2026-01-${String(Number(id) + 10)}`,
      record_status_indicator: "N",
      weight: "1000",
      weight_unit: "Kilograms",
      carrier_code: b.carrier,
      vessel_name: b.vessel,
      foreign_port_of_lading: "CNNGB",
      port_of_unlading: "USLAX",
      mode_of_transportation: "11",
    })),
    billgen: each((b, id) => ({
      identifier: id,
      master_bol_number: b.master,
      house_bol_number: b.house ?? "",
      trade_update_date: "2026-01-01",
    })),
    consignee: each((b, id) => ({
      identifier: id,
      consignee_name: `CONSIGNEE ${id} INC`,
      country_code: "US",
      consignee_address_1: b.address ?? "1 MAIN STREET",
      city: "LOS ANGELES",
    })),
    shipper: each((_, id) => ({
      identifier: id,
      shipper_party_name: `SHIPPER ${id} LTD`,
      country_code: "CN",
    })),
    notifyparty: each((b, id) =>
      b.notify === undefined
        ? undefined
        : { identifier: id, notify_party_name: b.notify, country_code: "US" },
    ),
    cargodesc: each((b, id) => ({
      identifier: id,
      description_sequence_number: "1",
      description_text: b.text,
    })),
    tariff: each((b, id) =>
      b.hs === undefined
        ? undefined
        : {
            identifier: id,
            description_sequence_number: "1",
            harmonized_number: b.hs,
            harmonized_value: "100",
          },
    ),
    container: each((b, id) =>
      b.container === undefined ? undefined : { identifier: id, container_number: b.container },
    ),
  });
};

export const searchWordsConformance = (engineName: string, open: () => Promise<OpenedTradeEngine>): void => {
  describe(`search words on the ${engineName} trade engine`, () => {
    let engine: OpenedTradeEngine;
    /** The bills (numbered as in BILLS, from 1) the search words find, in order. */
    const found = async (keyword: string): Promise<number[]> => {
      const read = readTradeQuery({ datasets: US, keyword, pageSize: "100" });
      if (!read.ok) throw new Error(read.issues.join());
      const page = await engine.store.search(read.value);
      const numbers = page.records.map((r) => BILLS.findIndex((b) => b.text === r.description) + 1);
      expect(page.total).toBe(numbers.length);
      return numbers.sort((a, b) => a - b);
    };

    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), "search-words-"));
      writeFixture(dir);
      engine = await open();
      const report = await importReleases([dir], engine.sink, { now: () => 0 });
      expect(report.shipmentsAdded).toBe(BILLS.length);
    }, 60_000);
    afterAll(async () => engine.close());

    it("reads OR, NOT, a minus and parentheses", async () => {
      expect(await found("chairs OR sofa")).toEqual([1, 2, 3, 7]);
      expect(await found("chairs OR sofa -steel")).toEqual([1, 3]);
      expect(await found("chairs OR sofa NOT steel")).toEqual([1, 3]);
      expect(await found("-steel")).toEqual([1, 3, 4, 5, 6]);
      expect(await found("chairs OR -steel")).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await found("(chairs OR sofa) AND NOT (steel OR upholstered)")).toEqual([1]);
      expect(await found("chairs AND steel")).toEqual([2]);
    });

    it("finds phrases as words in a row, and prefixes", async () => {
      expect(await found('"steel chairs"')).toEqual([2]);
      expect(await found('"chairs steel"')).toEqual([]);
      expect(await found("st*")).toEqual([2, 4, 5, 7]);
      expect(await found("st* -stools")).toEqual([2, 5, 7]);
      expect(await found("furn*")).toEqual([6]);
    });

    it("does not find goods an 'other than' clause rules out", async () => {
      expect(await found("furniture")).toEqual([6]);
      expect(await found('"office equipment" cabinets')).toEqual([5]);
    });

    it("searches a bill's fields: number, container, vessel, carrier, notify party, address, HS", async () => {
      expect(await found("bl:EGLV14002")).toEqual([2]);
      expect(await found("bl:hb778")).toEqual([2]);
      expect(await found("bl:MEDU4471")).toEqual([1]);
      expect(await found('container:"MSKU 1234565"')).toEqual([1]);
      expect(await found("container:MSKU9999999")).toEqual([]);
      expect(await found('vessel:"ever given"')).toEqual([2, 3]);
      expect(await found("vessel:maersk -furniture")).toEqual([4, 5]);
      expect(await found("scac:eglv")).toEqual([2, 3]);
      expect(await found("sofa -vessel:ever")).toEqual([7]);
      expect(await found("notify:harbor")).toEqual([1]);
      expect(await found('address:"terminal way"')).toEqual([1]);
      expect(await found("chairs OR hs:9403")).toEqual([1, 2, 6]);
      expect(await found("hs:00")).toEqual([]);
    });

    it("finds vessel, notify party and address pieces in any case, with a prefix star, OR and NOT (D347)", async () => {
      expect(await found('vessel:"EVER GIVEN"')).toEqual([2, 3]);
      expect(await found('船名:"Ever Given"')).toEqual([2, 3]);
      expect(await found("vessel:ever*")).toEqual([2, 3]);
      expect(await found("vessel:maersk OR vessel:oscar")).toEqual([1, 4, 5, 6]);
      expect(await found("NOT vessel:maersk")).toEqual([1, 2, 3, 7]);
      expect(await found('chairs -vessel:"msc oscar"')).toEqual([2]);
      // Two letters are below the index's three: read from the bills, the same answer.
      expect(await found("vessel:ms")).toEqual([1]);
      expect(await found('notify:"Blue Harbor"')).toEqual([1]);
      expect(await found("notify:harb*")).toEqual([1]);
      expect(await found("-notify:harbor")).toEqual([2, 3, 4, 5, 6, 7]);
      expect(await found("notify:brokerage")).toEqual([]);
      expect(await found('address:"TERMINAL WAY"')).toEqual([1]);
      expect(await found('address:"shipper 4 ltd"')).toEqual([4]);
      expect(await found('address:"los angeles" -address:terminal')).toEqual([2, 3, 4, 5, 6, 7]);
      expect(await found('адрес:"main street" AND vessel:maersk')).toEqual([4, 5, 6]);
    });
  });
};

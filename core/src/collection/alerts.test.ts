import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readTradeQuery } from "../trade/trade-query.ts";
import {
  companyTrackRef,
  digestDue,
  isAlertCadence,
  newShipmentsAddress,
  trackedCompanyQuery,
  utcDay,
} from "./alerts.ts";
import { parseQueryString } from "./saved-search.ts";

describe("tracked items as queries", () => {
  it("names a company by role and id", () => {
    expect(companyTrackRef("exporter", 42)).toBe("exporter:42");
  });
  it("asks for a tracked company's shipments over its data sets", () => {
    const q = trackedCompanyQuery("importer", 7, ["IMP_USA_BL_SEA", "IMP_USA_BL_AIR"]);
    expect(q).toBe("datasets=IMP_USA_BL_SEA%2CIMP_USA_BL_AIR&firm=importer:7");
    const read = readTradeQuery(parseQueryString(q));
    expect(read.ok && read.value.firm).toEqual({ role: "importer", id: 7 });
    expect(read.ok && read.value.datasets).toEqual(["IMP_USA_BL_AIR", "IMP_USA_BL_SEA"]);
  });
  it("links the new shipments: the query limited to the loaded range", () => {
    expect(newShipmentsAddress("datasets=IMP_USA_BL_SEA&keyword=chairs", 100, 250)).toBe(
      "/shipments/search?datasets=IMP_USA_BL_SEA&keyword=chairs&newAfter=100&newUpTo=250",
    );
  });
  it("replaces a range the saved query had", () => {
    expect(newShipmentsAddress("datasets=IMP_USA_BL_SEA&newAfter=1&newUpTo=2", 5, 9)).toBe(
      "/shipments/search?datasets=IMP_USA_BL_SEA&newAfter=5&newUpTo=9",
    );
  });
  it("has no link for a query the engine would not run, or an empty range", () => {
    expect(newShipmentsAddress("keyword=chairs", 1, 2)).toBeUndefined();
    expect(newShipmentsAddress("datasets=IMP_USA_BL_SEA", 5, 5)).toBeUndefined();
  });
  it("knows the cadences", () => {
    expect(isAlertCadence("instant")).toBe(true);
    expect(isAlertCadence("daily")).toBe(true);
    expect(isAlertCadence("weekly")).toBe(false);
  });
});

describe("the daily digest", () => {
  const day = 86_400_000;
  it("is due once the alert's UTC day has ended", () => {
    const created = Date.UTC(2026, 10, 26, 23, 59);
    expect(digestDue(created, Date.UTC(2026, 10, 26, 23, 59, 59))).toBe(false);
    expect(digestDue(created, Date.UTC(2026, 10, 27, 0, 0))).toBe(true);
  });
  it("is due for every alert a day or more old, never for a younger one of the same day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 3 * day }), (at, later) => {
        const due = digestDue(at, at + later);
        expect(due).toBe(utcDay(at + later) > utcDay(at));
        if (later >= day) expect(due).toBe(true);
      }),
    );
  });
});

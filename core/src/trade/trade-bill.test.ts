import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { AMS_COLUMNS, type AmsTable } from "./ams-layout.ts";
import { checkAmsRow } from "./ams-rows.ts";
import { checkDeclarationRow, declarationFileName, parseDeclarationFileName } from "./declaration-layout.ts";
import {
  type AmsBillRows,
  billKeyOf,
  countedSources,
  laterVersion,
  recordKey,
  searchModeOfAms,
  shipmentOfAmsBill,
  type TradeShipment,
} from "./trade-bill.ts";

const row = (table: AmsTable, fields: Record<string, string>) => {
  const check = checkAmsRow(table, { identifier: "7", ...fields });
  if (!check.ok) throw new Error(`${table}: ${check.reason}`);
  return check.row;
};

const bill = (extra: AmsBillRows = {}): AmsBillRows => ({
  header: [
    row("header", {
      estimated_arrival_date: "2026-06-01",
      actual_arrival_date: "2026-06-03",
      record_status_indicator: "N",
      weight: "2000",
      weight_unit: "Pounds",
      mode_of_transportation: "40",
      carrier_code: "LH",
    }),
  ],
  billgen: [
    row("billgen", { master_bol_number: "lh1234", house_bol_number: "hb9", trade_update_date: "2026-06-02" }),
  ],
  ...extra,
});

describe("shipmentOfAmsBill", () => {
  it("joins a bill: arrival over estimate, pounds in kilograms, air, a house bill in its master", () => {
    const s = shipmentOfAmsBill(
      "IMP_USA_BL_SEA",
      "202606010000",
      bill({
        shipper: [row("shipper", { shipper_party_name: "Hanil Steel", country_code: "kr" })],
        tariff: [
          row("tariff", { harmonized_number: "", harmonized_value: "10" }),
          row("tariff", { harmonized_number: "7208.10", harmonized_value: "15.5" }),
        ],
        hazmat: [row("hazmat", { hazmat_code: "1263" })],
      }),
    );
    expect(s).toMatchObject({
      source: "7",
      billKey: "LH1234/hb9/",
      masterBill: "LH1234",
      billType: "H",
      revision: "2026-06-02|202606010000",
      date: "2026-06-03",
      weightKg: 907.185,
      transportMode: "AIR",
      exporter: { name: "Hanil Steel", country: "KR" },
      originCountry: "KR",
      importer: null,
      hsCode: "720810",
      valueUsd: 25.5,
      description: null,
      hazmat: true,
      containerCount: 0,
      reportingCountry: "US",
    });
  });

  it("reads land transport, no mode, and needs both header and billgen", () => {
    const land = bill();
    expect(
      shipmentOfAmsBill("D", "R", {
        ...land,
        header: [{ ...(land.header?.[0] ?? {}), mode_of_transportation: "30" }],
      })?.transportMode,
    ).toBe("LAND");
    expect(
      shipmentOfAmsBill("D", "R", {
        ...land,
        header: [{ ...(land.header?.[0] ?? {}), mode_of_transportation: null }],
      })?.transportMode,
    ).toBeNull();
    expect(shipmentOfAmsBill("D", "R", { header: land.header ?? [] })).toBeUndefined();
    expect(shipmentOfAmsBill("D", "R", { billgen: land.billgen ?? [] })).toBeUndefined();
  });

  it("reads the modes the public release writes in words, and leaves an unknown one unknown", () => {
    expect(searchModeOfAms("Vessel, containerized")).toBe("SEA");
    expect(searchModeOfAms("Vessel, non-containerized")).toBe("SEA");
    expect(searchModeOfAms("Rail, containerized")).toBe("LAND");
    expect(searchModeOfAms("Truck, containerized")).toBe("LAND");
    expect(searchModeOfAms("AIR")).toBe("AIR");
    expect(searchModeOfAms("11")).toBe("SEA");
    // Mail is a known mode with no coarse one; a value the release does not define is no default.
    expect(searchModeOfAms("Mail")).toBeNull();
    expect(searchModeOfAms("Hovercraft")).toBeNull();
    expect(searchModeOfAms("99")).toBeNull();
    expect(searchModeOfAms(null)).toBeNull();
  });

  it("keys a master bill without house numbers", () => {
    expect(billKeyOf("M1", null, null)).toBe("M1//");
    expect(AMS_COLUMNS.billgen).toContain("sub_house_bol_number");
  });
});

describe("laterVersion", () => {
  const base = shipmentOfAmsBill("D", "202601010000", bill());
  if (base === undefined) throw new Error("no base");
  it("takes the later revision, then the amendment, then the larger source id", () => {
    const later = { ...base, revision: "2026-07-01|x" };
    expect(laterVersion(base, later)).toBe(later);
    expect(laterVersion(later, base)).toBe(later);
    const amended = { ...base, recordStatus: "A" as const };
    expect(laterVersion(base, amended)).toBe(amended);
    expect(laterVersion(amended, base)).toBe(amended);
    const other = { ...base, source: "8" };
    expect(laterVersion(base, other)).toBe(other);
  });
});

describe("countedSources", () => {
  const base = shipmentOfAmsBill("D", "202601010000", bill());
  if (base === undefined) throw new Error("no base");
  const master: TradeShipment = { ...base, billType: "M", billKey: "M1//", masterBill: "M1" };
  const version = (source: string, revision: string, recordStatus: "N" | "A"): TradeShipment => ({
    ...master,
    source,
    revision,
    recordStatus,
  });
  const counted = (records: readonly TradeShipment[]) =>
    records.filter((r) => countedSources(records).has(recordKey(r.dataset, r.source))).map((r) => r.source);

  it("keeps a later new bill that only repeats a master number beside the earlier one", () => {
    expect(counted([version("1", "2026-06-01|a", "N"), version("2", "2026-06-08|b", "N")])).toEqual([
      "1",
      "2",
    ]);
  });

  it("lets an amendment replace every earlier version of its bill, and nothing later", () => {
    const records = [
      version("1", "2026-06-01|a", "N"),
      version("2", "2026-06-05|b", "A"),
      version("3", "2026-06-09|c", "N"),
    ];
    expect(counted(records)).toEqual(["2", "3"]);
    expect(counted([...records, version("4", "2026-06-10|d", "A")])).toEqual(["4"]);
  });

  // Law (D302): a record stops counting only when a later amendment of its bill exists, so adding a
  // new bill never hides one already counted.
  const records = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 9 }), fc.boolean()), { minLength: 1, maxLength: 8 })
    .map((list) =>
      list.map(([day, amended], i) => version(String(i), `2026-06-0${day}|r`, amended ? "A" : "N")),
    );
  test.prop([records, fc.integer({ min: 1, max: 9 })])(
    "adding a new bill never hides a counted one",
    (list, day) => {
      const before = counted(list);
      const after = counted([...list, version("new", `2026-06-0${day}|r`, "N")]);
      expect(after.filter((s) => s !== "new")).toEqual(before);
    },
  );
  test.prop([records])("uncounts exactly the records a later amendment of their bill follows", (list) => {
    for (const r of list) {
      const replaced = list.some((a) => a !== r && a.recordStatus === "A" && laterVersion(a, r) === a);
      expect(counted(list).includes(r.source)).toBe(!replaced);
    }
  });
});

describe("declarations", () => {
  it("reads a declaration file's name and writes it back", () => {
    const name = { dataset: "IMP_INDIA_CD_DEF", release: "202612312300", gzip: true };
    expect(parseDeclarationFileName(declarationFileName(name))).toEqual(name);
    expect(parseDeclarationFileName("decl__NOPE__202612312300.csv")).toBeUndefined();
  });

  const good = {
    declaration_id: "D1",
    declaration_date: "2026-03-04",
    importer_name: "Bharat Exports",
    importer_country: "in",
    hs_code: "5208.11",
    weight_kg: "12.5",
    transport_mode: "sea",
    reporting_country: "IN",
  };

  it("reads a declaration, a masked party as none", () => {
    const r = checkDeclarationRow("IMP_INDIA_CD_DEF", "202612312300", good);
    expect(r).toMatchObject({
      ok: true,
      shipment: {
        source: "D1",
        importer: { name: "Bharat Exports", country: "IN" },
        exporter: null,
        hsCode: "520811",
        weightKg: 12.5,
        transportMode: "SEA",
        reportingCountry: "IN",
        billKey: null,
      },
    });
  });

  it.each([
    [{ declaration_id: "" }, "import.skip.noIdentifier"],
    [{ declaration_date: "04/03/2026" }, "import.skip.badDate"],
    [{ origin_country: "India" }, "import.skip.badCountry"],
    [{ value_usd: "1,000" }, "import.skip.badNumber"],
    [{ hs_code: "52" }, "import.skip.badHsCode"],
    [{ transport_mode: "RAIL" }, "import.skip.badMode"],
  ])("refuses %j: %s", (change, reason) => {
    const r = checkDeclarationRow("IMP_INDIA_CD_DEF", "R", { ...good, ...change });
    expect(r.ok ? undefined : r.reason).toBe(reason);
  });
});

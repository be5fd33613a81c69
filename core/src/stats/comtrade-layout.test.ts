import { describe, expect, it } from "vitest";
import { COMTRADE_COLUMNS, COMTRADE_REQUIRED_COLUMNS, readComtradeRow } from "./comtrade-layout.ts";

// A row as the bulk file writes it: China's exports of mobile phones to the USA, March 2025.
const good: Record<string, string> = {
  freqCode: "M",
  refYear: "2025",
  refMonth: "3",
  reporterCode: "156",
  reporterISO: "CHN",
  flowCode: "X",
  partnerCode: "842",
  partnerISO: "USA",
  partner2Code: "0",
  cmdCode: "851713",
  customsCode: "C00",
  motCode: "0",
  qtyUnitAbbr: "u",
  qty: "1200",
  netWgt: "240.5",
  primaryValue: "480000",
};

describe("UN Comtrade's bulk layout", () => {
  it("names the columns of the bulk CSV and needs the figure's own", () => {
    expect(COMTRADE_COLUMNS).toContain("primaryValue");
    expect(COMTRADE_REQUIRED_COLUMNS.every((c) => (COMTRADE_COLUMNS as readonly string[]).includes(c))).toBe(
      true,
    );
  });

  it("reads a monthly 6-digit row between two countries", () => {
    expect(readComtradeRow(good)).toEqual({
      kind: "row",
      row: {
        source: "un",
        reporter: "CN",
        flow: "X",
        partner: "US",
        hs: "851713",
        period: 202503,
        tradeMode: "",
        province: "",
        valueUsd: 480000,
        netWeight: 240.5,
        quantity: 1200,
        quantityUnit: "u",
      },
    });
    const r = readComtradeRow({ ...good, qtyUnitAbbr: "N/A", netWgt: "", partnerISO: "S19" });
    expect(r.kind === "row" && r.row).toMatchObject({ partner: "TW", valueUsd: 480000 });
    expect(r.kind === "row" && "quantity" in r.row).toBe(false);
    expect(r.kind === "row" && "netWeight" in r.row).toBe(false);
  });

  it.each([
    [{ cmdCode: "TOTAL" }, "stats.pass.aggregate"],
    [{ cmdCode: "85" }, "stats.pass.aggregate"],
    [{ cmdCode: "8517" }, "stats.pass.aggregate"],
    [{ freqCode: "A", refMonth: "52" }, "stats.pass.annual"],
    [{ partner2Code: "344" }, "stats.pass.breakdown"],
    [{ customsCode: "C01" }, "stats.pass.breakdown"],
    [{ motCode: "2100" }, "stats.pass.breakdown"],
    [{ partnerISO: "W00", partnerCode: "0" }, "stats.pass.world"],
    [{ partnerISO: "X2", partnerCode: "899" }, "stats.pass.world"],
    [{ flowCode: "RX" }, "stats.pass.otherFlow"],
  ])("passes over %j (%s)", (change, reason) => {
    expect(readComtradeRow({ ...good, ...change })).toEqual({ kind: "passOver", reason });
  });

  it.each([
    [{ flowCode: "" }, "stats.import.badFlow", "flowCode"],
    [{ cmdCode: "85171" }, "stats.import.badHs", "cmdCode"],
    [{ refYear: "25" }, "stats.import.badPeriod", "refYear"],
    [{ refMonth: "13" }, "stats.import.badPeriod", "refMonth"],
    [{ reporterISO: "ZZZ" }, "stats.import.badCountry", "reporterISO"],
    [{ partnerISO: "QQQ", partnerCode: "999" }, "stats.import.badCountry", "partnerISO"],
    [{ primaryValue: "" }, "stats.import.badNumber", "primaryValue"],
    [{ primaryValue: "-5" }, "stats.import.badNumber", "primaryValue"],
    [{ netWgt: "heavy" }, "stats.import.badNumber", "netWgt"],
    [{ qty: "1,200" }, "stats.import.badNumber", "qty"],
  ])("rejects %j: %s in %s", (change, reason, column) => {
    expect(readComtradeRow({ ...good, ...change })).toEqual({ kind: "reject", reason, column });
  });
});

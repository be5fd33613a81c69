// UN Comtrade's bulk CSV layout (the "final" data of comtradeapicall / the bulk download): one row
// per reporter, flow, partner, commodity and period. The store keeps the most detailed rows, the
// 6-digit monthly ones between two countries, and sums the rest itself; totals, World, annual
// figures and breakdowns by second partner, customs procedure or transport mode are passed over
// (counted, not errors), so a full file loads without counting a figure twice.

import { alpha2OfAlpha3 } from "./iso-alpha3.ts";
import { readStatsAmount, type StatsRowReading } from "./stats-row.ts";

// biome-ignore format: the columns in file order
export const COMTRADE_COLUMNS = ["typeCode", "freqCode", "refPeriodId", "refYear", "refMonth", "period", "reporterCode", "reporterISO", "reporterDesc", "flowCode", "flowDesc", "partnerCode", "partnerISO", "partnerDesc", "partner2Code", "partner2ISO", "partner2Desc", "classificationCode", "classificationSearchCode", "isOriginalClassification", "cmdCode", "cmdDesc", "aggrLevel", "isLeaf", "customsCode", "customsDesc", "mosCode", "motCode", "motDesc", "qtyUnitCode", "qtyUnitAbbr", "qty", "isQtyEstimated", "altQtyUnitCode", "altQtyUnitAbbr", "altQty", "isAltQtyEstimated", "netWgt", "isNetWgtEstimated", "grossWgt", "isGrossWgtEstimated", "cifvalue", "fobvalue", "primaryValue", "legacyEstimationFlag", "isReported", "isAggregate"] as const;
export const COMTRADE_REQUIRED_COLUMNS = [
  "refYear",
  "refMonth",
  "reporterISO",
  "flowCode",
  "partnerISO",
  "cmdCode",
  "primaryValue",
] as const;

type Fields = Readonly<Record<string, string | undefined>>;
const reject = (reason: Parameters<typeof rejectOf>[0], column: string) => rejectOf(reason, column);
const rejectOf = (
  reason:
    | "stats.import.badPeriod"
    | "stats.import.badCountry"
    | "stats.import.badFlow"
    | "stats.import.badHs"
    | "stats.import.badNumber",
  column: string,
): StatsRowReading => ({ kind: "reject", reason, column });

const isTotalOf = (v: string | undefined, total: string): boolean => {
  const t = v?.trim() ?? "";
  return t === "" || t === total;
};

/** Non-countries Comtrade names as partners: World, "areas nes", free zones, bunkers, groups. */
const NOT_A_COUNTRY = /^(W00|X\d|_X|XX|R\d|E\d\d|F\d\d|S\d\d)/;

export const readComtradeRow = (f: Fields): StatsRowReading => {
  const flowCode = f.flowCode?.trim() ?? "";
  if (flowCode !== "M" && flowCode !== "X") {
    return /^[A-Z]{1,4}$/.test(flowCode)
      ? { kind: "passOver", reason: "stats.pass.otherFlow" }
      : reject("stats.import.badFlow", "flowCode");
  }
  const cmd = f.cmdCode?.trim() ?? "";
  if (cmd === "TOTAL" || /^\d{2}$|^\d{4}$/.test(cmd))
    return { kind: "passOver", reason: "stats.pass.aggregate" };
  if (!/^\d{6}$/.test(cmd)) return reject("stats.import.badHs", "cmdCode");
  const year = f.refYear?.trim() ?? "";
  const month = Number(f.refMonth?.trim());
  if (!/^\d{4}$/.test(year)) return reject("stats.import.badPeriod", "refYear");
  if (f.freqCode?.trim() === "A" || month === 52) return { kind: "passOver", reason: "stats.pass.annual" };
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return reject("stats.import.badPeriod", "refMonth");
  if (!isTotalOf(f.partner2Code, "0") || !isTotalOf(f.customsCode, "C00") || !isTotalOf(f.motCode, "0"))
    return { kind: "passOver", reason: "stats.pass.breakdown" };
  const reporter = alpha2OfAlpha3(f.reporterISO ?? "");
  if (reporter === undefined) return reject("stats.import.badCountry", "reporterISO");
  const partnerIso = f.partnerISO?.trim().toUpperCase() ?? "";
  const partner = alpha2OfAlpha3(partnerIso);
  if (partner === undefined) {
    return NOT_A_COUNTRY.test(partnerIso) || f.partnerCode?.trim() === "0"
      ? { kind: "passOver", reason: "stats.pass.world" }
      : reject("stats.import.badCountry", "partnerISO");
  }
  const value = readStatsAmount(f.primaryValue);
  if (value === undefined || value === null) return reject("stats.import.badNumber", "primaryValue");
  const weight = readStatsAmount(f.netWgt);
  if (weight === null) return reject("stats.import.badNumber", "netWgt");
  const qty = readStatsAmount(f.qty);
  if (qty === null) return reject("stats.import.badNumber", "qty");
  const unit = f.qtyUnitAbbr?.trim() ?? "";
  const hasQty = qty !== undefined && unit !== "" && unit !== "N/A";
  return {
    kind: "row",
    row: {
      source: "un",
      reporter,
      flow: flowCode,
      partner,
      hs: cmd,
      period: Number(year) * 100 + month,
      tradeMode: "",
      province: "",
      valueUsd: value,
      ...(weight === undefined ? {} : { netWeight: weight }),
      ...(hasQty ? { quantity: qty, quantityUnit: unit } : {}),
    },
  };
};

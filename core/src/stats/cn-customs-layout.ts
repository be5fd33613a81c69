// The layout of China customs' online statistics query (数据在线查询) as it exports a table: one
// row per month, 8-digit product, partner, trade mode and province of the trader's registration,
// with first and second statutory quantity and the value in US dollars and yuan. The flow is the
// query's (imports or exports): a 进出口 column when the file has one, else its name says it.

import { alpha2OfCnCustoms } from "./cn-customs-countries.ts";
import { isProvinceCode } from "./cn-provinces.ts";
import { isTradeModeCode } from "./cn-trade-modes.ts";
import { readStatsAmount, type StatsRowReading } from "./stats-row.ts";

// biome-ignore format: the columns in file order
export const CN_CUSTOMS_COLUMNS = ["数据年月", "商品编码", "商品名称", "贸易伙伴编码", "贸易伙伴名称", "贸易方式编码", "贸易方式名称", "注册地编码", "注册地名称", "第一数量", "第一计量单位", "第二数量", "第二计量单位", "美元", "人民币"] as const;
export const CN_CUSTOMS_REQUIRED_COLUMNS = [
  "数据年月",
  "商品编码",
  "贸易伙伴编码",
  "贸易方式编码",
  "注册地编码",
  "美元",
] as const;
export const CN_FLOW_COLUMN = "进出口";

/** The kilogram as China customs names it: such a quantity is the net weight. */
export const CN_KILOGRAM = "千克";

/** The flow a file's name gives (cn_export_2025.csv, 出口_2025.csv), if any. */
export const cnFlowOfFileName = (name: string): "M" | "X" | undefined => {
  const n = name.toLowerCase();
  const exp = n.includes("export") || n.includes("出口");
  const imp = n.includes("import") || n.includes("进口");
  return exp === imp ? undefined : exp ? "X" : "M";
};

const flowOf = (text: string | undefined, fileFlow: "M" | "X" | undefined): "M" | "X" | undefined => {
  const t = text?.trim() ?? "";
  if (t === "") return fileFlow;
  return t === "进口" || t.toLowerCase() === "import"
    ? "M"
    : t === "出口" || t.toLowerCase() === "export"
      ? "X"
      : undefined;
};

type Fields = Readonly<Record<string, string | undefined>>;

export const readCnCustomsRow = (f: Fields, fileFlow: "M" | "X" | undefined): StatsRowReading => {
  const flow = flowOf(f[CN_FLOW_COLUMN], fileFlow);
  if (flow === undefined) return { kind: "reject", reason: "stats.import.badFlow", column: CN_FLOW_COLUMN };
  const ym = (f.数据年月 ?? "").trim().replace(/[-/年月]/g, "");
  const month = Number(ym.slice(4));
  if (!/^\d{6}$/.test(ym) || month < 1 || month > 12)
    return { kind: "reject", reason: "stats.import.badPeriod", column: "数据年月" };
  const hs = (f.商品编码 ?? "").trim();
  if (!/^\d{8}$/.test(hs)) return { kind: "reject", reason: "stats.import.badHs", column: "商品编码" };
  const partner = alpha2OfCnCustoms(f.贸易伙伴编码 ?? "");
  if (partner === undefined)
    return { kind: "reject", reason: "stats.import.badCountry", column: "贸易伙伴编码" };
  const tradeMode = (f.贸易方式编码 ?? "").trim();
  if (!isTradeModeCode(tradeMode))
    return { kind: "reject", reason: "stats.import.badTradeMode", column: "贸易方式编码" };
  const province = (f.注册地编码 ?? "").trim();
  if (!isProvinceCode(province))
    return { kind: "reject", reason: "stats.import.badProvince", column: "注册地编码" };
  const amounts = ["美元", "人民币", "第一数量", "第二数量"].map((c) => readStatsAmount(f[c]));
  const bad = amounts.indexOf(null);
  if (bad !== -1)
    return {
      kind: "reject",
      reason: "stats.import.badNumber",
      column: ["美元", "人民币", "第一数量", "第二数量"][bad] as string,
    };
  const [usd, cny, q1, q2] = amounts as (number | undefined)[];
  if (usd === undefined) return { kind: "reject", reason: "stats.import.badNumber", column: "美元" };
  const u1 = (f.第一计量单位 ?? "").trim();
  const u2 = (f.第二计量单位 ?? "").trim();
  const weight = u1 === CN_KILOGRAM ? q1 : u2 === CN_KILOGRAM ? q2 : undefined;
  return {
    kind: "row",
    row: {
      source: "cn",
      reporter: "CN",
      flow,
      partner,
      hs,
      period: Number(ym),
      tradeMode,
      province,
      valueUsd: usd,
      ...(cny === undefined ? {} : { valueCny: cny }),
      ...(weight === undefined ? {} : { netWeight: weight }),
      ...(q1 === undefined || u1 === "" ? {} : { quantity: q1, quantityUnit: u1 }),
      ...(q2 === undefined || u2 === "" ? {} : { quantity2: q2, quantity2Unit: u2 }),
    },
  };
};

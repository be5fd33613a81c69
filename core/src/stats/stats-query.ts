// The typed query of market analysis (issue 16; spec §2.6 /stats/cn, /stats/un): which source, flow,
// products, countries, months and currency the trade statistics are summed over. Read from the
// call's text parameters, strictly: a filter that names nothing real is refused with its message
// id, never dropped, since a silently widened figure would be read as the narrow one (D241).

import { isIsoCountryCode } from "../datasets/iso-countries.ts";
import { isProvinceCode } from "./cn-provinces.ts";
import { isTradeModeCode } from "./cn-trade-modes.ts";
import { isYearMonth, monthIndex } from "./stats-period.ts";

/** The longest period one question may span: ten years of months. */
export const STATS_MAX_MONTHS = 120;

export const STATS_SOURCES = ["un", "cn"] as const;
export type StatsSource = (typeof STATS_SOURCES)[number];
export const STATS_FLOWS = ["import", "export"] as const;
export type StatsFlow = (typeof STATS_FLOWS)[number];
export type StatsHsLevel = 2 | 4 | 6 | 8;
export type StatsCurrency = "USD" | "CNY";

/** What each source publishes: the HS levels its product codes reach and its currencies. */
export const STATS_SOURCE_SHAPE: Readonly<
  Record<
    StatsSource,
    { readonly hsLevels: readonly StatsHsLevel[]; readonly currencies: readonly StatsCurrency[] }
  >
> = {
  un: { hsLevels: [2, 4, 6], currencies: ["USD"] },
  cn: { hsLevels: [2, 4, 6, 8], currencies: ["USD", "CNY"] },
};

export interface StatsQuery {
  readonly source: StatsSource;
  readonly flow: StatsFlow;
  readonly hsLevel: StatsHsLevel;
  /** Digits, 2 up to the source's deepest level. */
  readonly hsPrefix?: string;
  /** ISO alpha-2, sorted; empty = every reporter (cn: always China). */
  readonly reporters: readonly string[];
  readonly partners: readonly string[];
  /** yyyy-MM, inclusive; absent = the server's default period (stats-period.ts). */
  readonly from?: string;
  readonly to?: string;
  readonly currency: StatsCurrency;
  /** cn only: China customs trade-mode codes and province codes, sorted. */
  readonly tradeModes: readonly string[];
  readonly provinces: readonly string[];
}

export type StatsQueryIssue =
  | "stats.query.source"
  | "stats.query.flow"
  | "stats.query.hsLevel"
  | "stats.query.hs"
  | "stats.query.reporter"
  | "stats.query.partner"
  | "stats.query.period"
  | "stats.query.currency"
  | "stats.query.chinaOnly"
  | "stats.query.tradeMode"
  | "stats.query.province";

type Raw = Readonly<Record<string, string | undefined>>;

const text = (v: string | undefined): string | undefined => {
  const t = v?.trim();
  return t === undefined || t === "" ? undefined : t;
};
/** A comma-separated list, upper-cased, de-duplicated, sorted; undefined when one part fails. */
const list = (v: string | undefined, ok: (code: string) => boolean): readonly string[] | undefined => {
  const t = text(v);
  if (t === undefined) return [];
  const parts = t.split(",").map((p) => p.trim().toUpperCase());
  return parts.every(ok) ? [...new Set(parts)].sort() : undefined;
};

const isSource = (s: string | undefined): s is StatsSource => s === "un" || s === "cn";

export const readStatsQuery = (
  raw: Raw,
): { ok: true; value: StatsQuery } | { ok: false; issues: StatsQueryIssue[] } => {
  const sourceText = text(raw.source)?.toLowerCase();
  if (!isSource(sourceText)) return { ok: false, issues: ["stats.query.source"] };
  const source = sourceText;
  const shape = STATS_SOURCE_SHAPE[source];
  const issues: StatsQueryIssue[] = [];
  const flow = text(raw.flow)?.toLowerCase() ?? "import";
  if (flow !== "import" && flow !== "export") issues.push("stats.query.flow");
  const hsLevel = Number(text(raw.hsLevel) ?? "2");
  if (!shape.hsLevels.some((l) => l === hsLevel)) issues.push("stats.query.hsLevel");
  const deepest = shape.hsLevels[shape.hsLevels.length - 1] as number;
  const hsPrefix = text(raw.hs)?.replace(/[.\s]/g, "");
  if (hsPrefix !== undefined && !new RegExp(`^\\d{2,${deepest}}$`).test(hsPrefix))
    issues.push("stats.query.hs");
  const reporters = list(raw.reporter, isIsoCountryCode);
  if (reporters === undefined || (source === "cn" && reporters.some((r) => r !== "CN")))
    issues.push("stats.query.reporter");
  const partners = list(raw.partner, isIsoCountryCode);
  if (partners === undefined) issues.push("stats.query.partner");
  let from = text(raw.from);
  let to = text(raw.to);
  if ((from !== undefined && !isYearMonth(from)) || (to !== undefined && !isYearMonth(to)))
    issues.push("stats.query.period");
  if (from !== undefined && to !== undefined && isYearMonth(from) && isYearMonth(to)) {
    if (from > to) [from, to] = [to, from];
    if (monthIndex(to) - monthIndex(from) >= STATS_MAX_MONTHS) issues.push("stats.query.period");
  }
  const currency = text(raw.currency)?.toUpperCase() ?? "USD";
  if (!shape.currencies.some((c) => c === currency)) issues.push("stats.query.currency");
  const tradeModes = list(raw.tradeMode, isTradeModeCode);
  const provinces = list(raw.province, isProvinceCode);
  if (source === "un" && (text(raw.tradeMode) !== undefined || text(raw.province) !== undefined))
    issues.push("stats.query.chinaOnly");
  else {
    if (tradeModes === undefined) issues.push("stats.query.tradeMode");
    if (provinces === undefined) issues.push("stats.query.province");
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      source,
      flow: flow as StatsFlow,
      hsLevel: hsLevel as StatsHsLevel,
      ...(hsPrefix === undefined ? {} : { hsPrefix }),
      reporters: source === "cn" ? ["CN"] : (reporters as readonly string[]),
      partners: partners as readonly string[],
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      currency: currency as StatsCurrency,
      tradeModes: tradeModes ?? [],
      provinces: provinces ?? [],
    },
  };
};

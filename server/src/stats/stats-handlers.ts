// The market-analysis calls (issue 16; spec §2.6): the caller's package must include market
// analysis (permission 128, else 57001), the filters are read by core's readStatsQuery (10001 with
// the message id of the first bad one), the period filled from the newest month loaded, then the
// store sums.

import type { Api } from "@portolan/contracts";
import {
  clampPage,
  DESIGNED_CODES,
  ERROR_CODES,
  mayOpenMarketAnalysis,
  normalizePageSize,
  provinceByCode,
  readStatsPartnerOrder,
  readStatsQuery,
  resolvePeriod,
  STATS_SOURCE_SHAPE,
  STATS_TOP_PRODUCTS,
  type StatsPeriod,
  type StatsQuery,
  tradeModeByCode,
  yearEarlierLoaded,
} from "@portolan/core";
import type { EntitlementsOfAccount } from "../accounts/teams/entitlements-port.ts";
import type { EndpointHandler, RequestContext } from "../http/handler.ts";
import { type Failure, failure, success } from "../http/reply.ts";
import type { StatsStore } from "./stats-store.ts";

type Raw = Readonly<Record<string, string | undefined>>;
type Ctx = Pick<RequestContext, "caller" | "now">;

export const marketAnalysisRefusal = failure(
  DESIGNED_CODES.STATS_MARKET_ANALYSIS,
  "errors.stats.marketAnalysis",
);

const mayOpen = async (ctx: Ctx, entitlements: EntitlementsOfAccount): Promise<boolean> => {
  const granted = ctx.caller === undefined ? undefined : await entitlements(ctx.caller.accountId, ctx.now);
  return mayOpenMarketAnalysis(granted?.membership ?? 0);
};

/** The query and its period if the caller may ask it, else the refusal. */
export const grantedStatsQuery = async (
  raw: Raw,
  ctx: Ctx,
  entitlements: EntitlementsOfAccount,
  store: StatsStore,
): Promise<
  { ok: true; query: StatsQuery; period: StatsPeriod; comparable: boolean } | { ok: false; failure: Failure }
> => {
  if (!(await mayOpen(ctx, entitlements))) return { ok: false, failure: marketAnalysisRefusal };
  const read = readStatsQuery(raw);
  if (!read.ok)
    return { ok: false, failure: failure(ERROR_CODES.WRONG_PARAMETERS, read.issues[0] as string) };
  const period = resolvePeriod(read.value, store.lastPeriod(read.value.source));
  if (period === undefined)
    return { ok: false, failure: failure(ERROR_CODES.WRONG_PARAMETERS, "stats.noData") };
  const comparable = yearEarlierLoaded(period, store.firstPeriod(read.value.source));
  return { ok: true, query: read.value, period, comparable };
};

/** A change against a year the store does not wholly hold is no change (D242): null. */
export const withoutChange = <T extends { change: number | null }>(row: T, comparable: boolean): T =>
  comparable ? row : { ...row, change: null };

export const statsOptionsHandler =
  (store: StatsStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["statsOptions"]> =>
  async ({ query }, ctx) => {
    if (!(await mayOpen(ctx, entitlements))) return marketAnalysisRefusal;
    const source = query.source.trim().toLowerCase();
    if (source !== "un" && source !== "cn")
      return failure(ERROR_CODES.WRONG_PARAMETERS, "stats.query.source");
    const o = store.options(source);
    const shape = STATS_SOURCE_SHAPE[source];
    return success({
      source,
      reporters: o.reporters,
      partners: o.partners,
      flows: (["import", "export"] as const).filter((f) => o.flows.includes(f === "import" ? "M" : "X")),
      ...(o.first === undefined ? {} : { firstPeriod: o.first }),
      ...(o.last === undefined ? {} : { lastPeriod: o.last }),
      hsLevels: [...shape.hsLevels],
      currencies: shape.currencies.filter((c) => c === "USD" || o.everyRowHasCny),
      tradeModes: o.tradeModes.flatMap((c) => tradeModeByCode(c) ?? []),
      provinces: o.provinces.flatMap((c) => provinceByCode(c) ?? []),
    });
  };

export const statsSummaryHandler =
  (store: StatsStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["statsSummary"]> =>
  async ({ query }, ctx) => {
    const g = await grantedStatsQuery(query, ctx, entitlements, store);
    if (!g.ok) return g.failure;
    const s = store.summary(g.query, g.period, STATS_TOP_PRODUCTS);
    return success({
      currency: g.query.currency,
      period: g.period,
      headline: withoutChange(s.headline, g.comparable),
      monthly: [...s.monthly],
      products: [...s.products],
    });
  };

export const statsPartnersHandler =
  (store: StatsStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["statsPartners"]> =>
  async ({ query }, ctx) => {
    const g = await grantedStatsQuery(query, ctx, entitlements, store);
    if (!g.ok) return g.failure;
    const page = clampPage(query.current ?? "1");
    const pageSize = normalizePageSize(query.pageSize ?? "20");
    const all = store.partners(
      g.query,
      g.period,
      readStatsPartnerOrder(query.sort, query.order),
      g.comparable,
    );
    return success({
      currency: g.query.currency,
      period: g.period,
      total: all.rows.length,
      totalValue: all.total,
      current: page,
      pageSize,
      records: all.rows.slice((page - 1) * pageSize, page * pageSize),
    });
  };

export const statsBreakdownHandler =
  (store: StatsStore, entitlements: EntitlementsOfAccount): EndpointHandler<Api["statsBreakdown"]> =>
  async ({ query }, ctx) => {
    const g = await grantedStatsQuery(query, ctx, entitlements, store);
    if (!g.ok) return g.failure;
    const by = query.by.trim();
    if (g.query.source !== "cn" || (by !== "tradeMode" && by !== "province"))
      return failure(ERROR_CODES.WRONG_PARAMETERS, "stats.query.breakdown");
    const name = by === "tradeMode" ? tradeModeByCode : provinceByCode;
    return success({
      by,
      currency: g.query.currency,
      period: g.period,
      records: store.breakdown(g.query, g.period, by).map((r) => ({
        ...withoutChange(r, g.comparable),
        name: name(r.code)?.name ?? { zh: r.code, en: r.code, ru: r.code },
      })),
    });
  };

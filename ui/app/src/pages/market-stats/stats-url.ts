// Market analysis's address (issue 16 "the whole state in the URL"): the source is the path
// (/stats/cn, /stats/un), every filter, the partner table's order and page are the query, under
// the names the provider's statistics calls read (contracts' StatsFilterParams). Back,
// forward, reload and a shared link give the same screen. What the address does not say is the
// default (left out when written), and what it says wrongly is read as the default, never an error.
import {
  isIsoCountryCode,
  PAGE_SIZE_CHOICES,
  type PageSize,
  STATS_SOURCE_SHAPE,
  type StatsCurrency,
  type StatsFlow,
  type StatsHsLevel,
  type StatsSource,
} from "@portolan/core";

export type { StatsSource };
/** The partner table's columns that order it (the provider's sort names). */
export type PartnerSort = "partner" | "value" | "valueYearEarlier" | "change" | "quantity" | "netWeight";

export const STATS_PATH: Readonly<Record<StatsSource, string>> = { cn: "/stats/cn", un: "/stats/un" };

/** The screen's whole state. "" means "any" (all goods, the world, every trade mode or province). */
export interface StatsState {
  readonly source: StatsSource;
  readonly flow: StatsFlow;
  /** The digits the top products are summed at: 2, 4, 6 (China customs also 8). */
  readonly hsLevel: StatsHsLevel;
  /** An HS code of 2, 4 or 6 digits (8 for China customs), or "" for all goods. */
  readonly hs: string;
  /** The reporting country (UN Comtrade; China customs reports for China alone). */
  readonly reporter: string;
  readonly partner: string;
  /** Months yyyy-MM, or "" for the latest twelve months the data has. */
  readonly from: string;
  readonly to: string;
  /** China customs publishes values in US dollars and in renminbi; UN Comtrade in US dollars. */
  readonly currency: StatsCurrency;
  readonly tradeMode: string;
  readonly province: string;
  readonly sort: PartnerSort;
  readonly descending: boolean;
  readonly page: number;
  readonly pageSize: PageSize;
}

export const defaultStats = (source: StatsSource): StatsState => ({
  source,
  flow: "import",
  hsLevel: 2,
  hs: "",
  reporter: "",
  partner: "",
  from: "",
  to: "",
  currency: "USD",
  tradeMode: "",
  province: "",
  sort: "value",
  descending: true,
  page: 1,
  pageSize: 20,
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const SORTS: readonly PartnerSort[] = [
  "partner",
  "value",
  "valueYearEarlier",
  "change",
  "quantity",
  "netWeight",
];
const levelsOf = (source: StatsSource): readonly StatsHsLevel[] => STATS_SOURCE_SHAPE[source].hsLevels;
/** Trade-mode and province codes are short words of the source's own lists (options). */
const CODE = /^[\p{L}\p{N} ._-]{1,40}$/u;

const hsOf = (source: StatsSource, v: string): string =>
  /^\d+$/.test(v) && v.length % 2 === 0 && v.length >= 2 && v.length <= (source === "cn" ? 8 : 6) ? v : "";
const countryOf = (v: string): string => (isIsoCountryCode(v.toUpperCase()) ? v.toUpperCase() : "");
const monthOf = (v: string): string => (MONTH.test(v) ? v : "");
const codeOf = (v: string): string => (CODE.test(v) ? v : "");

/** The state an address holds (a wrong value reads as its default). */
export const statsStateOf = (source: StatsSource, query: URLSearchParams): StatsState => {
  const get = (key: string) => query.get(key)?.trim() ?? "";
  const base = defaultStats(source);
  const size = Number(get("pageSize"));
  const page = Number(get("current"));
  let from = monthOf(get("from"));
  let to = monthOf(get("to"));
  // A period given backwards is the same period.
  if (from !== "" && to !== "" && from > to) [from, to] = [to, from];
  const sort = get("sort") as PartnerSort;
  const level = Number(get("hsLevel")) as StatsHsLevel;
  return {
    ...base,
    flow: get("flow") === "export" ? "export" : "import",
    hsLevel: levelsOf(source).includes(level) ? level : base.hsLevel,
    hs: hsOf(source, get("hs")),
    reporter: source === "un" ? countryOf(get("reporter")) : "",
    partner: countryOf(get("partner")),
    from,
    to,
    currency: source === "cn" && get("currency").toUpperCase() === "CNY" ? "CNY" : "USD",
    tradeMode: source === "cn" ? codeOf(get("tradeMode")) : "",
    province: source === "cn" ? codeOf(get("province")) : "",
    sort: SORTS.includes(sort) ? sort : base.sort,
    descending: get("order") !== "asc",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    pageSize: (PAGE_SIZE_CHOICES as readonly number[]).includes(size) ? (size as PageSize) : base.pageSize,
  };
};

/** The address of a state: its source's path and what differs from the defaults. */
export const statsAddress = (state: StatsState): string => {
  const base = defaultStats(state.source);
  const params = new URLSearchParams();
  const put = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params.set(key, value);
  };
  put("flow", state.flow, base.flow);
  put("hsLevel", String(state.hsLevel), String(base.hsLevel));
  put("hs", state.hs, "");
  if (state.source === "un") put("reporter", state.reporter, "");
  put("partner", state.partner, "");
  put("from", state.from, "");
  put("to", state.to, "");
  if (state.source === "cn") {
    put("currency", state.currency, base.currency);
    put("tradeMode", state.tradeMode, "");
    put("province", state.province, "");
  }
  put("sort", state.sort, base.sort);
  put("order", state.descending ? "desc" : "asc", "desc");
  put("current", String(state.page), "1");
  put("pageSize", String(state.pageSize), String(base.pageSize));
  const query = params.toString();
  return query === "" ? STATS_PATH[state.source] : `${STATS_PATH[state.source]}?${query}`;
};

/** The filters as the statistics calls read them (contracts' StatsFilterParams), "any" left out. */
export type StatsParams = { readonly source: string } & Readonly<Record<string, string>>;

export const statsFilterParams = (state: StatsState): StatsParams => {
  const params: { source: string } & Record<string, string> = {
    source: state.source,
    flow: state.flow,
    hsLevel: String(state.hsLevel),
    currency: state.currency,
  };
  const put = (key: string, value: string) => {
    if (value !== "") params[key] = value;
  };
  put("hs", state.hs);
  put("reporter", state.reporter);
  put("partner", state.partner);
  put("from", state.from);
  put("to", state.to);
  put("tradeMode", state.tradeMode);
  put("province", state.province);
  return params;
};

/** The partner table's call: the filters with its order and page. */
export const partnersParams = (state: StatsState): StatsParams => ({
  ...statsFilterParams(state),
  sort: state.sort,
  order: state.descending ? "desc" : "asc",
  current: String(state.page),
  pageSize: String(state.pageSize),
});

/**
 * The products one level finer than a code (85 → its 4-digit headings), or the source's finest
 * level for a code already at it: narrowing to a code shows what is inside it.
 */
export const finerLevel = (source: StatsSource, code: string): StatsHsLevel => {
  const levels = levelsOf(source);
  return levels.find((level) => level > code.length) ?? (levels.at(-1) as StatsHsLevel);
};

/** The goods narrowed to a code (or widened to all goods, ""), their products shown one level finer. */
export const withGoods = (state: StatsState, hs: string): Partial<StatsState> =>
  hs === ""
    ? { hs }
    : { hs, hsLevel: state.hsLevel > hs.length ? state.hsLevel : finerLevel(state.source, hs) };

/** A filter changed: the partner table starts again at its first page (its order and size kept). */
export const withFilters = (state: StatsState, change: Partial<StatsState>): StatsState => ({
  ...state,
  ...change,
  page: 1,
});

/**
 * The partner table ordered by a column, from its first page: a click on the column it is ordered
 * by turns the order round; another column orders largest first (names A to Z).
 */
export const withSort = (state: StatsState, sort: PartnerSort): StatsState => ({
  ...state,
  sort,
  descending: state.sort === sort ? !state.descending : sort !== "partner",
  page: 1,
});

/** The other source with the filters both share (flow, goods, partner, period). */
export const otherSource = (state: StatsState): StatsState => {
  const source: StatsSource = state.source === "cn" ? "un" : "cn";
  return {
    ...defaultStats(source),
    flow: state.flow,
    hsLevel: levelsOf(source).includes(state.hsLevel) ? state.hsLevel : 6,
    hs: hsOf(source, state.hs.slice(0, source === "un" ? 6 : 8)),
    partner: state.partner,
    from: state.from,
    to: state.to,
  };
};

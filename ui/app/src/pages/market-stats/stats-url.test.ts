import { fc, test } from "@fast-check/vitest";
import { CN_TRADE_MODES, ISO_COUNTRY_CODES, PAGE_SIZE_CHOICES, readStatsQuery } from "@portolan/core";
import { describe, expect, it } from "vitest";
import {
  defaultStats,
  otherSource,
  partnersParams,
  type StatsSource,
  type StatsState,
  statsAddress,
  statsFilterParams,
  statsStateOf,
  withFilters,
  withGoods,
  withSort,
} from "./stats-url.ts";

const read = (source: StatsSource, address: string) =>
  statsStateOf(source, new URLSearchParams(address.split("?")[1] ?? ""));

describe("market analysis's address", () => {
  it("is the bare path for the defaults, and the defaults for a bare path", () => {
    expect(statsAddress(defaultStats("cn"))).toBe("/stats/cn");
    expect(statsAddress(defaultStats("un"))).toBe("/stats/un");
    expect(read("un", "/stats/un")).toEqual(defaultStats("un"));
  });

  it("writes what differs from the defaults, under short names", () => {
    const state: StatsState = {
      ...defaultStats("cn"),
      flow: "export",
      hsLevel: 8,
      hs: "85171200",
      partner: "US",
      from: "2025-01",
      to: "2025-12",
      currency: "CNY",
      tradeMode: "10",
      province: "44",
      sort: "change",
      page: 3,
      pageSize: 50,
    };
    const address = statsAddress(state);
    expect(address).toBe(
      "/stats/cn?flow=export&hsLevel=8&hs=85171200&partner=US&from=2025-01&to=2025-12&currency=CNY&tradeMode=10&province=44&sort=change&current=3&pageSize=50",
    );
    expect(read("cn", address)).toEqual(state);
  });

  it("reads a wrong value as its default, a backwards period the right way round", () => {
    const state = read(
      "un",
      "?flow=re-export&hsLevel=8&hs=847&reporter=XX&partner=de&from=2025-13&to=2024-02&currency=CNY&tradeMode=10&sort=weight&order=up&current=-2&pageSize=7",
    );
    expect(state).toEqual({ ...defaultStats("un"), partner: "DE", to: "2024-02" });
    expect(read("un", "?from=2025-06&to=2024-02")).toMatchObject({ from: "2024-02", to: "2025-06" });
    // UN Comtrade goes to six digits, China customs to eight; neither takes an odd length.
    expect(read("un", "?hs=85171200").hs).toBe("");
    expect(read("cn", "?hs=85171200").hs).toBe("85171200");
    expect(read("cn", "?hs=851").hs).toBe("");
    // China customs reports for China alone; UN Comtrade has no trade modes or provinces.
    expect(read("cn", "?reporter=DE").reporter).toBe("");
    expect(read("un", "?province=44").province).toBe("");
  });

  it("starts the partner table again at its first page when a filter changes", () => {
    const state = { ...defaultStats("un"), page: 4, pageSize: 100 as const };
    expect(withFilters(state, { partner: "CN" })).toEqual({ ...state, partner: "CN", page: 1 });
  });

  it("narrows the goods to a code and shows the products one level finer, down to the source's finest", () => {
    const un = defaultStats("un");
    expect(withGoods(un, "85")).toEqual({ hs: "85", hsLevel: 4 });
    expect(withGoods({ ...un, hsLevel: 6 }, "85")).toEqual({ hs: "85", hsLevel: 6 });
    expect(withGoods(un, "851712")).toEqual({ hs: "851712", hsLevel: 6 });
    expect(withGoods(defaultStats("cn"), "851712")).toEqual({ hs: "851712", hsLevel: 8 });
    expect(withGoods({ ...un, hs: "85", hsLevel: 4 }, "")).toEqual({ hs: "" });
  });

  it("orders by a column largest first (names A to Z), and turns round on a second click", () => {
    const start = { ...defaultStats("un"), page: 2 };
    expect(withSort(start, "value")).toMatchObject({ sort: "value", descending: false, page: 1 });
    expect(withSort(start, "change")).toMatchObject({ sort: "change", descending: true });
    expect(withSort(start, "partner")).toMatchObject({ sort: "partner", descending: false });
    expect(statsAddress(withSort(start, "value"))).toBe("/stats/un?order=asc");
  });

  it("keeps the shared filters when switching source", () => {
    const un: StatsState = {
      ...defaultStats("un"),
      flow: "export",
      hsLevel: 6,
      hs: "847130",
      reporter: "DE",
      partner: "CN",
      from: "2025-01",
      page: 5,
    };
    const cn = otherSource(un);
    expect(cn).toEqual({
      ...defaultStats("cn"),
      flow: "export",
      hsLevel: 6,
      hs: "847130",
      partner: "CN",
      from: "2025-01",
    });
    // China's eight digits are the world's six and two of its own: UN Comtrade gets the six.
    expect(
      otherSource({ ...defaultStats("cn"), hsLevel: 8, hs: "85171200", currency: "CNY", province: "44" }),
    ).toEqual({ ...defaultStats("un"), hsLevel: 6, hs: "851712" });
  });

  it("asks the provider with the address's filters under the same names, any left out", () => {
    const state: StatsState = { ...defaultStats("un"), reporter: "DE", hs: "84", page: 2 };
    expect(statsFilterParams(state)).toEqual({
      source: "un",
      flow: "import",
      hsLevel: "2",
      currency: "USD",
      hs: "84",
      reporter: "DE",
    });
    expect(partnersParams(state)).toMatchObject({
      sort: "value",
      order: "desc",
      current: "2",
      pageSize: "20",
    });
  });

  // Ten years at most: the longest period a question may span (core STATS_MAX_MONTHS).
  const month = fc
    .tuple(fc.integer({ min: 2016, max: 2025 }), fc.integer({ min: 1, max: 12 }))
    .map(([y, m]) => `${y}-${String(m).padStart(2, "0")}`);
  const maybe = <T>(a: fc.Arbitrary<T>) => fc.oneof(fc.constant(""), a);
  const state = fc.constantFrom<StatsSource>("cn", "un").chain((source) =>
    fc
      .record({
        flow: fc.constantFrom("import" as const, "export" as const),
        hsLevel: fc.constantFrom(...(source === "cn" ? ([2, 4, 6, 8] as const) : ([2, 4, 6] as const))),
        hs: maybe(
          fc
            .integer({ min: 1, max: source === "cn" ? 4 : 3 })
            .chain((pairs) => fc.stringMatching(new RegExp(`^[0-9]{${pairs * 2}}$`))),
        ),
        reporter: source === "un" ? maybe(fc.constantFrom(...ISO_COUNTRY_CODES)) : fc.constant(""),
        partner: maybe(fc.constantFrom(...ISO_COUNTRY_CODES)),
        period: fc.tuple(maybe(month), maybe(month)),
        currency:
          source === "cn" ? fc.constantFrom("USD" as const, "CNY" as const) : fc.constant("USD" as const),
        tradeMode: source === "cn" ? maybe(fc.stringMatching(/^[0-9A-Za-z]{1,6}$/)) : fc.constant(""),
        province: source === "cn" ? maybe(fc.stringMatching(/^[0-9A-Za-z]{1,6}$/)) : fc.constant(""),
        sort: fc.constantFrom(
          ...(["partner", "value", "valueYearEarlier", "change", "quantity", "netWeight"] as const),
        ),
        descending: fc.boolean(),
        page: fc.integer({ min: 1, max: 500 }),
        pageSize: fc.constantFrom(...PAGE_SIZE_CHOICES),
      })
      .map(({ period: [a, b], ...rest }): StatsState => {
        const [from, to] = a !== "" && b !== "" && a > b ? [b, a] : [a, b];
        return { ...rest, source, from, to };
      }),
  );

  test.prop([state])("a state written to the address reads back as the same state (round trip)", (s) => {
    const address = statsAddress(s);
    expect(read(s.source, address)).toEqual(s);
    expect(statsAddress(read(s.source, address))).toBe(address);
  });

  test.prop([state])("asks the provider with filters core's readStatsQuery accepts as they are", (s) => {
    // Trade modes and provinces come from the provider's lists; the address takes any short code.
    const known = {
      ...s,
      tradeMode: s.tradeMode === "" ? "" : (CN_TRADE_MODES[0]?.code ?? ""),
      province: "",
    };
    const read = readStatsQuery(statsFilterParams(known));
    expect(read).toMatchObject({
      ok: true,
      value: { source: s.source, flow: s.flow, hsLevel: s.hsLevel, currency: s.currency },
    });
    if (!read.ok) return;
    expect(read.value.hsPrefix ?? "").toBe(s.hs);
    expect(read.value.partners).toEqual(s.partner === "" ? [] : [s.partner]);
    expect([read.value.from ?? "", read.value.to ?? ""]).toEqual([s.from, s.to]);
  });

  test.prop([
    fc.constantFrom<StatsSource>("cn", "un"),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string()),
  ])("any address reads as a state that writes and reads back unchanged", (source, params) => {
    const once = statsStateOf(source, new URLSearchParams(params));
    expect(read(source, statsAddress(once))).toEqual(once);
  });
});

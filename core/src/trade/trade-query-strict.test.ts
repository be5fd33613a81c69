// Issue 31 item 7 (D332): a filter the reader cannot read is refused naming its parameter, never
// dropped; what the reader writes it reads back as the same query.
import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE_CHOICES } from "../constants/paging.ts";
import { CUSTOMS_DATASETS } from "../datasets/customs-catalogue.ts";
import { ISO_COUNTRY_CODES } from "../datasets/iso-countries.ts";
import { SHIPMENT_SEARCH_KINDS } from "../search/search-kinds.ts";
import { readTradeQuery, TRADE_SORT_FIELDS, type TradeQuery, tradeQueryParams } from "./trade-query.ts";
import { type TradeQueryIssue, tradeQueryIssueField } from "./trade-query-issues.ts";

const base = { datasets: "IMP_USA_BL_SEA" };

describe("what the analyst's walk found ignored", () => {
  it.each([
    [{ startTime: "03/01/2025" }, "trade.query.startTime"],
    [{ startTime: "2025-02-30" }, "trade.query.startTime"],
    [{ endTime: "2025-13-01" }, "trade.query.endTime"],
    [{ wmin: "1,000" }, "trade.query.wmin"],
    [{ wmax: "1e6" }, "trade.query.wmax"],
    [{ vmin: "-5" }, "trade.query.vmin"],
    [{ vmax: "$100" }, "trade.query.vmax"],
    [{ origin: "china" }, "trade.query.origin"],
    [{ origin: "CN,XX" }, "trade.query.origin"],
    [{ destination: "usa" }, "trade.query.destination"],
    [{ port: "CN/SHA!" }, "trade.query.port"],
    [{ pageSize: "1000" }, "trade.query.pageSize"],
    [{ pageSize: "7" }, "trade.query.pageSize"],
    [{ current: "0" }, "trade.query.current"],
    [{ current: "1001" }, "trade.query.current"],
    [{ current: "two" }, "trade.query.current"],
    [{ sort: "price" }, "trade.query.sort"],
    [{ order: "up" }, "trade.query.order"],
    [{ datasets: "IMP_USA_BL_SEA,USA" }, "trade.query.datasetCode"],
  ] as const)("refuses %o with %s", (params, issue) => {
    expect(readTradeQuery({ ...base, ...params })).toEqual({ ok: false, issues: [issue] });
  });

  it("names every bad parameter at once, each with its field", () => {
    const r = readTradeQuery({ ...base, startTime: "03/01/2025", wmin: "1,000", origin: "china" });
    expect(r).toEqual({
      ok: false,
      issues: ["trade.query.startTime", "trade.query.origin", "trade.query.wmin"],
    });
    if (!r.ok) expect(r.issues.map(tradeQueryIssueField)).toEqual(["startTime", "origin", "wmin"]);
  });

  it("stays lenient where a person means the same search", () => {
    const r = readTradeQuery({
      datasets: " imp_usa_bl_sea ",
      startTime: "2026-06-30",
      endTime: "2026-01-01",
      wmin: "500",
      wmax: "100",
      origin: " cn , vn ",
      current: "1000",
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        from: "2026-01-01",
        to: "2026-06-30",
        weightKg: { min: 100, max: 500 },
        origins: ["CN", "VN"],
      },
    });
  });
});

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const sortedUnique = (a: fc.Arbitrary<string>, max: number) =>
  fc.uniqueArray(a, { minLength: 0, maxLength: max }).map((xs) => [...xs].sort());
const day = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const bound = fc.oneof(
  fc.integer({ min: 0, max: 1e9 }),
  fc.integer({ min: 0, max: 1e6 }).map((n) => n + 0.25),
);
const orderedRange = fc
  .tuple(opt(bound), opt(bound))
  .map(([a, b]) =>
    a !== undefined && b !== undefined && a > b
      ? { min: b, max: a }
      : { ...(a === undefined ? {} : { min: a }), ...(b === undefined ? {} : { max: b }) },
  );

/** Every query the reader can produce from the address (hsHeadings is never read from it). */
const queries: fc.Arbitrary<TradeQuery> = fc
  .record({
    datasets: fc
      .uniqueArray(fc.constantFrom(...CUSTOMS_DATASETS.map((d) => d.value)), { minLength: 1, maxLength: 4 })
      .map((xs) => [...xs].sort()),
    kind: fc.constantFrom(...SHIPMENT_SEARCH_KINDS),
    text: opt(fc.stringMatching(/^[0-9]{2,8}$/)),
    hsPrefix: opt(fc.stringMatching(/^[0-9]{2,10}$/)),
    dates: fc.tuple(opt(day), opt(day)),
    origins: sortedUnique(fc.constantFrom(...ISO_COUNTRY_CODES), 3),
    destinations: sortedUnique(fc.constantFrom(...ISO_COUNTRY_CODES), 3),
    ports: sortedUnique(fc.constantFrom("CNSHA", "USLAX", "SGSIN", "DEHAM"), 3),
    weightKg: orderedRange,
    valueUsd: orderedRange,
    sort: fc.constantFrom(...TRADE_SORT_FIELDS),
    descending: fc.boolean(),
    page: fc.integer({ min: 1, max: 1000 }),
    pageSize: fc.constantFrom(...PAGE_SIZE_CHOICES),
    firm: opt(
      fc.record({
        role: fc.constantFrom("importer", "exporter") as fc.Arbitrary<"importer" | "exporter">,
        id: fc.integer({ min: 1, max: 1e9 }),
      }),
    ),
    loaded: opt(
      fc
        .tuple(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }))
        .map(([after, n]) => ({ after, upTo: after + n })),
    ),
  })
  .map(({ dates: [a, b], text, hsPrefix, firm, loaded, ...rest }) => {
    const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
    return {
      ...rest,
      // A goods or firm text never ends in spaces; an HS search's text is its digits.
      ...(text === undefined ? {} : { text }),
      ...(hsPrefix === undefined ? {} : { hsPrefix }),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      ...(firm === undefined ? {} : { firm }),
      ...(loaded === undefined ? {} : { loaded }),
    };
  });

test.prop([queries])("read(write(q)) = q", (q) => {
  expect(readTradeQuery(Object.fromEntries(tradeQueryParams(q)))).toEqual({ ok: true, value: q });
});

/** A value each parameter cannot take, with the issue that names it. */
const BAD: Readonly<Record<string, readonly [fc.Arbitrary<string>, TradeQueryIssue]>> = {
  startTime: [
    fc.constantFrom("03/01/2025", "2025-02-30", "2025-1-5", "yesterday", "20250301"),
    "trade.query.startTime",
  ],
  endTime: [fc.constantFrom("2025-04-31", "31.03.2025", "2025/03/31"), "trade.query.endTime"],
  origin: [fc.constantFrom("china", "C", "CN;VN", "ZZ", "CHN"), "trade.query.origin"],
  destination: [fc.constantFrom("usa", "U5", "QQ"), "trade.query.destination"],
  port: [fc.constantFrom("C", "CN/SHA!", "#1"), "trade.query.port"],
  wmin: [fc.constantFrom("1,000", "1 000", "1e3", "-1", "1.", ".5", "1000000000001"), "trade.query.wmin"],
  wmax: [fc.constantFrom("5k", "NaN", "Infinity"), "trade.query.wmax"],
  vmin: [fc.constantFrom("$10", "10USD"), "trade.query.vmin"],
  vmax: [fc.constantFrom("1,5", "0x10"), "trade.query.vmax"],
  sort: [fc.constantFrom("price", "DATE", "weight desc"), "trade.query.sort"],
  order: [fc.constantFrom("up", "ASC", "descending"), "trade.query.order"],
  current: [
    fc.oneof(fc.integer({ min: 1001, max: 1e6 }).map(String), fc.constantFrom("0", "-1", "1.5", "01", "x")),
    "trade.query.current",
  ],
  pageSize: [
    fc.oneof(fc.integer({ min: 101, max: 5000 }).map(String), fc.constantFrom("0", "10", "25", "1000")),
    "trade.query.pageSize",
  ],
  firm: [fc.constantFrom("shipper:4", "importer:", "importer:0", "42"), "trade.query.firm"],
};

test.prop([
  queries,
  fc
    .constantFrom(...Object.keys(BAD))
    .chain((field) =>
      fc.tuple(fc.constant(field), (BAD[field] as readonly [fc.Arbitrary<string>, TradeQueryIssue])[0]),
    ),
])("a bad value of any parameter is refused, naming that parameter", (q, [field, bad]) => {
  const params = { ...Object.fromEntries(tradeQueryParams(q)), [field]: bad };
  const r = readTradeQuery(params);
  const issue = (BAD[field] as readonly [unknown, TradeQueryIssue])[1];
  expect(r).toEqual({ ok: false, issues: [issue] });
  expect(tradeQueryIssueField(issue)).toBe(field);
});

// The statistics importer on good and malformed files: bad rows reported by line and reason and
// skipped, a file that cannot be read whole leaving nothing behind, loading twice changing nothing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { CN_CUSTOMS_COLUMNS, COMTRADE_COLUMNS } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { openStatsStore } from "../open-stats-store.ts";
import { importStatsFiles } from "./stats-importer.ts";

const dirWith = (files: Record<string, string | Buffer>) => {
  const dir = mkdtempSync(join(tmpdir(), "stats-import-"));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
};
const fresh = () => openStatsStore(join(mkdtempSync(join(tmpdir(), "stats-db-")), "stats.sqlite"));
const count = (db: ReturnType<typeof fresh>) =>
  (db.prepare("SELECT COUNT(*) AS n FROM stats_rows").get() as { n: number }).n;

/** A Comtrade bulk CSV from rows given by column name (the others empty). */
const comtrade = (rows: Record<string, string>[]) =>
  [COMTRADE_COLUMNS.join(","), ...rows.map((r) => COMTRADE_COLUMNS.map((c) => r[c] ?? "").join(","))].join(
    "\n",
  );
const un = (over: Record<string, string> = {}) => ({
  freqCode: "M",
  refYear: "2025",
  refMonth: "3",
  reporterISO: "CHN",
  flowCode: "X",
  partnerISO: "USA",
  partnerCode: "842",
  cmdCode: "851713",
  qtyUnitAbbr: "u",
  qty: "10",
  netWgt: "2",
  primaryValue: "1000",
  ...over,
});

describe("importStatsFiles", () => {
  it("loads good rows, passes over totals, reports bad rows by line, reason and column", async () => {
    const db = fresh();
    const dir = dirWith({
      "comtrade_CHN_2025.csv": comtrade([
        un(),
        un({ partnerISO: "DEU", partnerCode: "276" }),
        un({ cmdCode: "TOTAL" }),
        un({ partnerISO: "W00", partnerCode: "0" }),
        un({ refMonth: "13" }),
        un({ primaryValue: "lots" }),
        un(),
      ]),
    });
    const report = await importStatsFiles(db, "un", [dir], () => 0);
    expect(report.files.map((f) => f.status)).toEqual(["loaded"]);
    expect(report.rowsRead).toBe(7);
    expect(report.rowsLoaded).toBe(2);
    expect([...report.passedOver]).toEqual([
      ["stats.pass.aggregate", 1],
      ["stats.pass.world", 1],
    ]);
    expect(report.rejected).toEqual([
      { file: "comtrade_CHN_2025.csv", line: 6, reason: "stats.import.badPeriod", column: "refMonth" },
      { file: "comtrade_CHN_2025.csv", line: 7, reason: "stats.import.badNumber", column: "primaryValue" },
      { file: "comtrade_CHN_2025.csv", line: 8, reason: "stats.import.duplicate" },
    ]);
    expect(count(db)).toBe(2);
  });

  it("loads a file once: the same bytes again are passed over, and nothing changes", async () => {
    const db = fresh();
    const dir = dirWith({ "a.csv.gz": gzipSync(comtrade([un(), un({ refMonth: "4" })])) });
    expect((await importStatsFiles(db, "un", [dir], () => 0)).rowsLoaded).toBe(2);
    const again = await importStatsFiles(db, "un", [dir], () => 0);
    expect(again.files.map((f) => f.status)).toEqual(["alreadyIn"]);
    expect(count(db)).toBe(2);
    // A revised file (other bytes) replaces the figures it repeats rather than adding them.
    const revised = dirWith({ "b.csv": comtrade([un({ primaryValue: "1500" })]) });
    await importStatsFiles(db, "un", [revised], () => 0);
    expect(count(db)).toBe(2);
    expect(db.prepare("SELECT value_usd AS v FROM stats_rows WHERE period = 202503").get()).toEqual({
      v: 1500,
    });
  });

  it("refuses a file without a required column, or broken, and keeps nothing of it", async () => {
    const db = fresh();
    const whole = gzipSync(
      comtrade(
        Array.from({ length: 3000 }, (_, i) =>
          un({ refMonth: String((i % 12) + 1), cmdCode: String(100000 + i) }),
        ),
      ),
    );
    // Cut off half-way: its first rows are readable, and must not stay.
    const broken = whole.subarray(0, Math.floor(whole.length / 2));
    const dir = dirWith({
      "1-no-value.csv": "refYear,refMonth,reporterISO,flowCode,partnerISO,cmdCode\n2025,3,CHN,X,USA,851713",
      "2-broken.csv.gz": broken,
      "3-empty.csv": "",
      "4-good.csv": comtrade([un()]),
    });
    const report = await importStatsFiles(db, "un", [dir], () => 0);
    expect(report.files.map((f) => [f.status, f.reason])).toEqual([
      ["refused", "stats.file.missingColumns"],
      ["refused", "stats.file.unreadable"],
      ["refused", "stats.file.missingColumns"],
      ["loaded", undefined],
    ]);
    expect(count(db)).toBe(1);
    expect((db.prepare("SELECT COUNT(*) AS n FROM stats_files").get() as { n: number }).n).toBe(1);
  });

  it("reads China customs' exports, the flow from the file's name, and refuses a file that does not say it", async () => {
    const db = fresh();
    const row = [
      "202503",
      "84713000",
      "便携式电脑",
      "502",
      "美国",
      "10",
      "一般贸易",
      "44",
      "广东省",
      "1000",
      "台",
      "2300",
      "千克",
      "350000",
      "2520000",
    ];
    const csv = (rows: string[][]) =>
      [CN_CUSTOMS_COLUMNS.join(","), ...rows.map((r) => r.join(","))].join("\n");
    const dir = dirWith({
      "cn_export_2025.csv": csv([row, [...row.slice(0, 3), "999", ...row.slice(4)], row.slice(0, 10)]),
      "cn_2025.csv": csv([row]),
    });
    const report = await importStatsFiles(db, "cn", [dir], () => 0);
    expect(report.files.map((f) => [f.status, f.reason])).toEqual([
      ["refused", "stats.file.noFlow"],
      ["loaded", undefined],
    ]);
    expect(report.rejected).toEqual([
      { file: "cn_export_2025.csv", line: 3, reason: "stats.import.badCountry", column: "贸易伙伴编码" },
      { file: "cn_export_2025.csv", line: 4, reason: "stats.import.unreadable" },
    ]);
    expect(
      db.prepare("SELECT flow, partner, net_weight AS w, value_cny AS cny FROM stats_rows").all(),
    ).toEqual([{ flow: "X", partner: "US", w: 2300, cny: 2520000 }]);
  });
});

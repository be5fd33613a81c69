import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMTRADE_COLUMNS } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { runStatsImport } from "./import-stats.ts";

describe("import-stats.sh", () => {
  it("says how it is used", async () => {
    const lines: string[] = [];
    expect(await runStatsImport(["eu", "x"], {}, (l) => lines.push(l))).toBe(2);
    expect(await runStatsImport(["un"], {}, (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toMatch(/^usage: import-stats.sh <un\|cn>/);
    expect(await runStatsImport(["un", "/no/such/folder"], {}, (l) => lines.push(l))).toBe(2);
    expect(lines.at(-1)).toBe("no such file or folder: /no/such/folder");
  });

  it("loads a folder into the data directory's store and sums up what it did", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "stats-cli-"));
    const files = mkdtempSync(join(tmpdir(), "stats-cli-files-"));
    const base: Record<string, string> = {
      freqCode: "M",
      refYear: "2025",
      refMonth: "1",
      reporterISO: "CHN",
      flowCode: "X",
      partnerISO: "USA",
      cmdCode: "940360",
      primaryValue: "5",
    };
    const row = (over: Record<string, string>) => {
      const fields: Record<string, string> = { ...base, ...over };
      return COMTRADE_COLUMNS.map((c) => fields[c] ?? "").join(",");
    };
    writeFileSync(
      join(files, "a.csv"),
      [COMTRADE_COLUMNS.join(","), row({}), row({ cmdCode: "TOTAL" }), row({ refMonth: "0" })].join("\n"),
    );
    writeFileSync(join(files, "b.csv"), "refYear\n2025");
    const lines: string[] = [];
    const code = await runStatsImport(["un", files], { PORTOLAN_DATA_DIR: dataDir }, (l) => lines.push(l));
    expect(code).toBe(1);
    expect(lines).toEqual([
      "files loaded: 1, already in: 0, refused: 1",
      "rows read: 3, loaded: 1, rejected: 1",
      "refused b.csv: the file lacks a required column; none of its rows were read",
      "passed over 1: a total or a code above the most detailed level (the store sums those itself)",
      "rejected a.csv:4 (refMonth): not a month (yyyyMM, or refYear with refMonth 1 to 12)",
    ]);
  });
});

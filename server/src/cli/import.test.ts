import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AMS_COLUMNS, AMS_TABLES, amsFileName } from "@portolan/core";
import { describe, expect, it } from "vitest";
import { formatCsv, parseCsv } from "../seed/csv.ts";
import { runImport } from "./import.ts";

/** A release of one good bill and `bad` headers without a date, every table's file written. */
const writeRelease = (dir: string, bad: number) => {
  const rows: Record<string, Record<string, string>[]> = {
    header: [
      { identifier: "1", estimated_arrival_date: "2026-06-01", record_status_indicator: "N" },
      ...Array.from({ length: bad }, (_, i) => ({ identifier: `x${i}`, estimated_arrival_date: "soon" })),
    ],
    billgen: [{ identifier: "1", master_bol_number: "M1" }],
  };
  for (const table of AMS_TABLES) {
    const columns = AMS_COLUMNS[table];
    const list = rows[table] ?? [];
    writeFileSync(
      join(dir, amsFileName({ table, year: 2026, release: "202606010000" })),
      formatCsv([[...columns], ...list.map((r) => columns.map((c) => r[c] ?? ""))]),
    );
  }
};

describe("import.sh", () => {
  it("says how it is used", async () => {
    const lines: string[] = [];
    expect(await runImport([], {}, (l) => lines.push(l))).toBe(2);
    expect(await runImport(["--reloads", "x"], {}, (l) => lines.push(l))).toBe(2);
    expect(lines).toEqual([expect.stringMatching(/^usage: import.sh \[--reload\]/), lines[0]]);
  });

  it("writes every skipped row to a report file it names, and reloads a release when asked", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "import-cli-"));
    const files = mkdtempSync(join(tmpdir(), "import-cli-files-"));
    writeRelease(files, 7);
    const env = {
      PORTOLAN_DATA_DIR: dataDir,
      PORTOLAN_TRADE_ENGINE: "sqlite",
      PORTOLAN_PUBLIC_ORIGIN: "https://data.example.test",
    };
    const lines: string[] = [];
    expect(await runImport([files], env, (l) => lines.push(l))).toBe(0);
    // The summary lists five of the seven; the report file has all seven.
    expect(lines.filter((l) => l.includes(".csv:"))).toHaveLength(5);
    const named = lines.find((l) => l.startsWith("every skipped row and note: "));
    const reportFile = named?.slice("every skipped row and note: ".length) ?? "";
    expect(readdirSync(join(dataDir, "import-reports"))).toHaveLength(1);
    const rows = parseCsv(readFileSync(reportFile, "utf8")).slice(1);
    expect(rows.map((r) => [r[0], r[1], r[3]])).toEqual(
      Array.from({ length: 7 }, (_, i) => ["skipped", "import.skip.badDate", String(i + 3)]),
    );

    const again: string[] = [];
    await runImport([files], env, (l) => again.push(l));
    expect(again[0]).toMatch(/^releases loaded: 0, already in: 1, refused: 0/);
    const reloaded: string[] = [];
    await runImport(["--reload", files], env, (l) => reloaded.push(l));
    expect(reloaded[0]).toMatch(/^releases loaded: 1 \(1 reloaded\), already in: 0, refused: 0/);
    expect(reloaded).toContain("shipments added: 0");
  });
});

// A third labelled set for `pnpm bench:er`, made by a generator written before the resolver and not
// for it: the demo releases (server/src/seed/release-writer.ts), whose spelling truth the writer
// keeps. They are loaded through the real importer into a SQLite store and the store's firms are
// scored against that truth — the whole path a release takes, contacts and all.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateShipments,
  importReleases,
  mulberry32,
  openSqliteTrade,
  referenceTables,
  writeDemoReleases,
} from "@portolan/server";
import { pairwise, type Scores } from "./metrics.ts";

export interface DemoScores {
  readonly records: number;
  readonly spellings: number;
  readonly firms: number;
  readonly trueFirms: number;
  readonly scores: Scores;
}

export const scoreDemoReleases = async (records: number): Promise<DemoScores> => {
  const options = { ...DEFAULT_GENERATOR_OPTIONS, records };
  const dir = mkdtempSync(join(tmpdir(), "bench-er-demo-"));
  try {
    const written = writeDemoReleases(
      join(dir, "releases"),
      generateShipments(referenceTables(), options),
      mulberry32(options.seed ^ 0x5eed),
    );
    const file = join(dir, "trade.sqlite");
    const engine = openSqliteTrade(file);
    await importReleases([join(dir, "releases")], engine.sink, { now: () => 0 });
    await engine.close();
    const db = new DatabaseSync(file, { readOnly: true });
    const firmOf = new Map(
      (
        db.prepare("SELECT country, name, company_id FROM trade_company_names").all() as Record<
          string,
          unknown
        >[]
      ).map((r) => [`${r.country}\u0000${r.name}`, Number(r.company_id)]),
    );
    db.close();
    const truthOf = new Map(written.truth.map((t) => [`${t.country}\u0000${t.name}`, String(t.companyId)]));
    const spellings = [...truthOf.keys()].filter((k) => firmOf.has(k));
    const pred = spellings.map((k) => firmOf.get(k) as number);
    const truth = spellings.map((k) => truthOf.get(k) as string);
    return {
      records,
      spellings: spellings.length,
      firms: new Set(pred).size,
      trueFirms: new Set(truth).size,
      scores: pairwise(pred, truth),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// Entity-resolution benchmark (issue 30; run on demand: `pnpm bench:er`). Measures the current
// grouping (core's companyKey + resolveCompanies) and the record-linkage resolver (resolveParties) on
// two labelled sets — one from this benchmark's own generator (tests/bench/er/generate.ts, seed
// BENCH_ER_SEED) and one typed by hand (tests/bench/er/hand-labelled.ts) — and the demo releases
// through the real import (tests/bench/er/demo-releases.ts) — and prints pairwise
// precision and recall over spellings and over bill sides, per variant kind, the worst merges and
// splits, display names, forwarder flags and the top importer; then times both over a large
// generated set (BENCH_ER_ROWS spellings). Writes .reports/bench-er.json.
//   BENCH_ER_SEED=2026 BENCH_ER_COMPANIES=150 BENCH_ER_ROWS=200000 pnpm bench:er

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { looksLikeLogistics, type PartyRow, resolveCompanies, resolveParties } from "@portolan/core";
import { scoreDemoReleases } from "./er/demo-releases.ts";
import { estimateWeights } from "./er/estimate.ts";
import { judgeFirms } from "./er/firm-checks.ts";
import { generateLabelled, type LabelledRow } from "./er/generate.ts";
import { handLabelled } from "./er/hand-labelled.ts";
import { pairwise, perKind, worst } from "./er/metrics.ts";

const SEED = Number(process.env.BENCH_ER_SEED ?? 2026);
const COMPANIES = Number(process.env.BENCH_ER_COMPANIES ?? 150);
const ROWS = Number(process.env.BENCH_ER_ROWS ?? 200_000);
/** Records of the demo releases scored through the import (the test server's demo size). */
const DEMO_RECORDS = Number(process.env.BENCH_ER_DEMO_RECORDS ?? 3_000);
/** The seed the weights were estimated on (party-weights.ts): kept apart from the measured sets. */
const TRAINING_SEED = 7;

interface Grouping {
  readonly firmOf: readonly number[];
  /** Per firm: the name shown, bill sides, and whether it is flagged as a forwarder. */
  readonly firms: readonly { readonly name: string; readonly count: number; readonly forwarder: boolean }[];
}

const current = (rows: readonly PartyRow[]): Grouping => {
  const r = resolveCompanies(rows.map((x) => ({ country: x.country, name: x.name, count: x.count })));
  return {
    firmOf: r.companyOf,
    firms: r.companies.map((c) => ({ name: c.name, count: c.count, forwarder: looksLikeLogistics(c.name) })),
  };
};

const resolver = (rows: readonly PartyRow[]): Grouping => {
  const r = resolveParties(rows);
  return {
    firmOf: r.firmOf,
    firms: r.firms.map((f) => ({ name: f.name, count: f.count, forwarder: f.forwarder.length > 0 })),
  };
};

const measure = (labelled: readonly LabelledRow[], group: (rows: readonly PartyRow[]) => Grouping) => {
  const rows = labelled.map((l) => l.row);
  const g = group(rows);
  const truth = labelled.map((l) => l.truth);
  return {
    spellings: pairwise(g.firmOf, truth),
    billSides: pairwise(
      g.firmOf,
      truth,
      rows.map((r) => r.count),
    ),
    ...worst(g.firmOf, labelled),
    ...judgeFirms(labelled, g),
    perKind: perKind(g.firmOf, labelled),
  };
};

/** The best of three runs: the machine is shared, and the first run also compiles. */
const time = (rows: readonly PartyRow[], group: (rows: readonly PartyRow[]) => unknown) => {
  let seconds = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    group(rows);
    seconds = Math.min(seconds, (performance.now() - start) / 1000);
  }
  return {
    rows: rows.length,
    seconds: Number(seconds.toFixed(2)),
    spellingsPerSecond: Math.round(rows.length / seconds),
  };
};

const generated = generateLabelled(SEED, COMPANIES);
const hand = handLabelled();
// Measured apart: the hand sample's firms are no generated firm's, but some names coincide.
const sets = { generated, hand };
const figures: Record<string, unknown> = { seed: SEED, trainingSeed: TRAINING_SEED };
for (const [name, set] of Object.entries(sets)) {
  const before = measure(set, current);
  const after = measure(set, resolver);
  figures[name] = { spellings: set.length, companies: before.companies, current: before, resolver: after };
  console.log(`\n== ${name}: ${set.length} spellings of ${before.companies} companies`);
  console.log(
    `                 spellings P / R     bill sides P / R    firms with 2+ companies   companies split`,
  );
  for (const [label, m] of [
    ["current ", before],
    ["resolver", after],
  ] as const)
    console.log(
      `  ${label}       ${m.spellings.precision.toFixed(3)} / ${m.spellings.recall.toFixed(3)}       ${m.billSides.precision.toFixed(3)} / ${m.billSides.recall.toFixed(3)}          ${String(m.firmsWithTwoCompanies).padStart(4)}                 ${String(m.companiesSplit).padStart(4)}`,
    );
  console.log("  per kind (rows): current P/R → resolver P/R");
  for (const [kind, a] of Object.entries(after.perKind)) {
    const b = before.perKind[kind] as typeof a;
    console.log(
      `    ${kind.padEnd(12)} (${String(a.rows).padStart(4)})  ${b.precision.toFixed(2)}/${b.recall.toFixed(2)} → ${a.precision.toFixed(2)}/${a.recall.toFixed(2)}`,
    );
  }
  console.log(
    `  display names with a fault: current ${before.badNames.length}, resolver ${after.badNames.length}; another company's name: ${before.foreignNames} → ${after.foreignNames}`,
  );
  console.log(
    `  forwarders flagged (P/R): current ${before.forwarders.precision}/${before.forwarders.recall}, resolver ${after.forwarders.precision}/${after.forwarders.recall}`,
  );
  console.log(`  top importer right: current ${before.topImporterRight}, resolver ${after.topImporterRight}`);
  for (const m of after.worstMerges.slice(0, 4)) console.log(`  resolver merge: ${m.join(" | ")}`);
  for (const s of after.worstSplits.slice(0, 4))
    console.log(`  resolver split over ${s.firms}: ${s.spellings.join(" | ")}`);
}

// The demo releases through the real import (a generator not written for the resolver).
const demo = await scoreDemoReleases(DEMO_RECORDS);
figures.demoReleases = demo;
console.log(
  `\n== demo releases (${demo.records} records, through the SQLite import): ${demo.spellings} spellings of ${demo.trueFirms} companies in ${demo.firms} firms; spellings P ${demo.scores.precision.toFixed(4)} R ${demo.scores.recall.toFixed(4)}`,
);

const training = estimateWeights(generateLabelled(TRAINING_SEED, COMPANIES * 4));
// (the set the weights of party-weights.ts were read from; the thresholds below are swept on it too)
figures.estimatedWeights = training;
console.log(
  `\nweights estimated on seed ${TRAINING_SEED}: ${training.pairs} candidate pairs, ${training.matches} true; prior ${training.prior}`,
);
for (const [k, w] of Object.entries(training.weights))
  console.log(`  ${k.padEnd(22)} m ${w.m}  u ${w.u}  weight ${w.weight}`);

// The thresholds on the training seed: pairwise precision and recall over spellings for each.
const trainingSet = generateLabelled(TRAINING_SEED, COMPANIES * 4);
const sweep: Record<string, unknown>[] = [];
for (const linkWeight of [-1, 0, 1, 2, 3, 4, 5, 6, 8])
  for (const apartWeight of [-6, -2, 0]) {
    if (apartWeight >= linkWeight) continue;
    const firmOf = resolveParties(
      trainingSet.map((l) => l.row),
      { linkWeight, apartWeight },
    ).firmOf;
    const s = pairwise(
      firmOf,
      trainingSet.map((l) => l.truth),
    );
    sweep.push({ linkWeight, apartWeight, ...s });
    console.log(
      `  link ≥ ${linkWeight}, apart ≤ ${apartWeight}: P ${s.precision.toFixed(3)} R ${s.recall.toFixed(3)}`,
    );
  }
figures.thresholds = sweep;

const large = generateLabelled(SEED + 1, Math.ceil(ROWS / 5)).map((l) => l.row);
const speed = { current: time(large, current), resolver: time(large, resolver) };
figures.throughput = speed;
console.log(
  `\nthroughput over ${large.length} spellings: current ${speed.current.spellingsPerSecond}/s (${speed.current.seconds} s), resolver ${speed.resolver.spellingsPerSecond}/s (${speed.resolver.seconds} s)`,
);

const reports = join(import.meta.dirname, "..", "..", ".reports");
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, "bench-er.json"), `${JSON.stringify(figures, null, 2)}\n`);

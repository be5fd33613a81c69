// Alert check benchmark (issue 16; run on demand: `pnpm bench:alerts`, not a timed test). Loads a
// base of BENCH_ALERT_BASE generated bills into a fresh SQLite store, tracks BENCH_ALERT_ITEMS items
// (six in ten companies, as importer or exporter, four in ten saved searches: goods words, HS
// chapters, origin countries) over ten items per account, imports a batch of BENCH_ALERT_BILLS new
// bills through the importer, then times the check the importer runs after it (every item asked of
// the trade store for its new shipments, alerts and mail rows written, mails handed to a mailer that
// keeps them in memory), and prints and saves the figures (.reports/bench-alerts.json).
//   BENCH_ALERT_BILLS=100000 BENCH_ALERT_ITEMS=10000 pnpm bench:alerts

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { flagsToBits } from "@portolan/core";
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateShipments,
  importReleases,
  mulberry32,
  openAccountStorage,
  openSqliteTrade,
  referenceTables,
  runAlertCheck,
  writeDemoReleases,
} from "@portolan/server";

const BILLS = Number(process.env.BENCH_ALERT_BILLS ?? 100_000);
const ITEMS = Number(process.env.BENCH_ALERT_ITEMS ?? 10_000);
const BASE = Number(process.env.BENCH_ALERT_BASE ?? 20_000);
const PER_ACCOUNT = 10;
/** Every account owns the data sets it tracks (the check tells nothing of data an account does not own). */
const OWNS = flagsToBits({
  customs: { IMP_USA_BL_SEA: true, IMP_MEXICO_CD_SEA: true },
  ship: false,
  transit: false,
});
const ROOT = join(import.meta.dirname, "..", "..", ".bench-data", `alerts-${BILLS}-${ITEMS}`);
const US = "IMP_USA_BL_SEA";
const WORDS = [
  "chairs",
  "cotton",
  "steel",
  "toys",
  "furniture",
  "shoes",
  "plastic",
  "rubber",
  "wood",
  "glass",
];
const HS = ["39", "40", "44", "61", "62", "64", "73", "84", "85", "94", "95"];
const ORIGINS = ["CN", "VN", "IN", "MX", "DE", "TR", "TH", "ID"];

const seconds = (from: number) => (performance.now() - from) / 1000;

rmSync(ROOT, { recursive: true, force: true });
mkdirSync(ROOT, { recursive: true });
const tables = referenceTables();
const write = (name: string, records: number, part: number) => {
  const dir = join(ROOT, name);
  writeDemoReleases(
    dir,
    generateShipments(tables, { ...DEFAULT_GENERATOR_OPTIONS, records }),
    mulberry32(part),
    part,
  );
  return dir;
};

let t = performance.now();
const base = write("base", BASE, 0);
const batch = write("batch", BILLS, 1);
console.log(
  `bench: wrote ${BASE} base and ${BILLS} new bills as release files in ${seconds(t).toFixed(1)} s`,
);

const engine = openSqliteTrade(join(ROOT, "trade.sqlite"));
t = performance.now();
await importReleases([base], engine.sink, { now: () => Date.now() });
const baseline = await engine.totals.lastShipmentId();
console.log(`bench: loaded the base in ${seconds(t).toFixed(1)} s (last bill ${baseline})`);

// The firms a user would track: the base's busiest, on either side of US sea imports.
const trade = new DatabaseSync(join(ROOT, "trade.sqlite"), { readOnly: true });
const firms = (role: "importer" | "exporter") =>
  (
    trade
      .prepare(
        `SELECT ${role}_id AS id, max(${role}_name) AS name FROM trade_bills
         WHERE ${role}_id IS NOT NULL AND dataset = ? AND counted = 1 GROUP BY 1 ORDER BY count(*) DESC`,
      )
      .all(US) as { id: number; name: string }[]
  ).map((f) => ({ ...f, role }));
const companies = [...firms("importer"), ...firms("exporter")];
trade.close();
const searches = [
  ...WORDS.map((w) => `datasets=${US}&keyword=${w}`),
  ...HS.map((h) => `datasets=IMP_MEXICO_CD_SEA&hs=${h}`),
  ...ORIGINS.map((o) => `datasets=${US}&origin=${o}`),
  ...ORIGINS.flatMap((o) => WORDS.map((w) => `datasets=${US}&keyword=${w}&origin=${o}`)),
];

const main = await openAccountStorage({ kind: "sqlite", file: join(ROOT, "portolan.sqlite") });
// Ten thousand items through the SQL port in one transaction (one by one through the tracking store,
// a transaction each, the set-up would outlast the check it measures).
await main.sql.transaction(async (tx) => {
  await tx.run("INSERT INTO alert_loads (last_bill, finished_at) VALUES (?, 0)", [baseline]);
  const item = (a: number, kind: string, ref: string, name: string, datasets: string, cadence: string) =>
    tx.run(
      `INSERT INTO tracked_items (account_id, kind, ref, name, datasets, cadence, locale, since, watermark)
       VALUES (?, ?, ?, ?, ?, ?, 'en', 0, ?) ON CONFLICT DO NOTHING`,
      [a, kind, ref, name, datasets, cadence, baseline],
    );
  for (let i = 0; i < ITEMS; i += 1) {
    const a = Math.floor(i / PER_ACCOUNT) + 1;
    if (i % PER_ACCOUNT === 0)
      await tx.run(
        `INSERT INTO accounts (id, account, account_key, email, email_key, nickname, customs_data_source, password_hash, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'x', 0)`,
        [a, `bench${a}`, `bench${a}`, `b${a}@x.test`, `b${a}@x.test`, `b${a}`, String(OWNS)],
      );
    const cadence = i % 3 === 0 ? "daily" : "instant";
    if (i % 10 < 6) {
      const f = companies[(i * 7919) % companies.length] as { id: number; name: string; role: string };
      await item(a, "company", `${f.role}:${f.id}`, f.name, US, cadence);
    } else {
      const q = searches[(i * 31) % searches.length] as string;
      await item(a, "search", q, q, "", cadence);
    }
  }
});
const tracked = Number((await main.sql.get("SELECT count(*) AS n FROM tracked_items"))?.n);
console.log(`bench: ${tracked} tracked items over ${Math.ceil(ITEMS / PER_ACCOUNT)} accounts`);

t = performance.now();
const loaded = await importReleases([batch], engine.sink, { now: () => Date.now() });
const importSeconds = seconds(t);
const last = await engine.totals.lastShipmentId();
console.log(`bench: imported ${loaded.shipmentsAdded} new bills in ${importSeconds.toFixed(1)} s`);

const ledger = main.alertLedger;
await ledger.recordFinishedLoad(last, Date.now());
let mails = 0;
t = performance.now();
const report = await runAlertCheck({
  ledger,
  store: engine.store,
  mailer: {
    send: async () => {
      mails += 1;
    },
  },
  now: () => Date.now(),
  mailLeaseMs: 600_000,
  bases: { data: "http://localhost:8080", origin: "http://localhost:8080" },
});
const checkSeconds = seconds(t);
const figures = {
  newBills: loaded.shipmentsAdded,
  trackedItems: tracked,
  checked: report.checked,
  alerts: report.alerts,
  mailsSent: report.mailsSent,
  mailsHandedOver: mails,
  checkSeconds: Number(checkSeconds.toFixed(2)),
  msPerItem: Number(((checkSeconds * 1000) / Math.max(1, report.checked)).toFixed(2)),
  importSeconds: Number(importSeconds.toFixed(1)),
};
console.log(
  `bench: alert check of ${figures.checked} tracked items against ${figures.newBills} new bills: ${figures.checkSeconds} s (${figures.msPerItem} ms an item), ${figures.alerts} alerts, ${figures.mailsSent} mails`,
);
const reports = join(import.meta.dirname, "..", "..", ".reports");
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, "bench-alerts.json"), `${JSON.stringify(figures, null, 2)}\n`);
await main.close();
await engine.close();

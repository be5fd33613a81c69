// The provider as other packages use it: start it (the README's start command does) or start a test
// instance of it (tests/ drives it over HTTP).

export { loadConfig, type ServerConfig } from "./config.ts";
// The trade data engine's parts the benchmarks drive directly (tests/bench/search.ts,
// import-phases.ts).
export { mulberry32 } from "./seed/prng.ts";
export { referenceTables } from "./seed/reference-tables.ts";
export { writeDemoReleases } from "./seed/release-writer.ts";
export { DEFAULT_GENERATOR_OPTIONS, generateShipments } from "./seed/shipment-generator.ts";
export { type RunningServer, type StartOptions, startServer } from "./server.ts";
// The alert check, for its crash test and benchmark (tests/src/fault/alerts-crash.test.ts,
// tests/bench/alerts.ts).
export { runAlertCheck } from "./services/alerts/alert-check.ts";
export { sqliteAlertLedger } from "./storage/sqlite/alert-ledger.ts";
export { openDatabase } from "./storage/sqlite/database.ts";
export { fetchSolvedCaptcha, solveCaptchaChallenge } from "./testing/captcha-solver.ts";
export { addFreeMember, FREE_MEMBER } from "./testing/free-member.ts";
export {
  capturingMailer,
  startTestServer,
  type TestClient,
  type TestClock,
  type TestServer,
  testClock,
} from "./testing/test-server.ts";
export { chdbExecutor } from "./trade/clickhouse/chdb-executor.ts";
export { openClickHouse } from "./trade/clickhouse/open-clickhouse.ts";
export { importReleases } from "./trade/import/importer.ts";
export { type OpenedTradeEngine, openSqliteTrade, openTradeEngine } from "./trade/open-trade-engine.ts";
export { ROLLUP_MIN_SHIPMENTS } from "./trade/sqlite/sqlite-firm-rollups.ts";
export type { TradeImportSink } from "./trade/trade-import-port.ts";

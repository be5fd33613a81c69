// The provider as other packages use it: start it (the README's start command does) or start a test
// instance of it (tests/ drives it over HTTP).

export { openAccountStorage } from "./accounts/open-account-storage.ts";
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
export { openDatabase } from "./sql/sqlite-database.ts";
export { fetchSolvedCaptcha, solveCaptchaChallenge } from "./testing/captcha-solver.ts";
export { addFreeMember, FREE_MEMBER } from "./testing/free-member.ts";
export { freePort } from "./testing/free-port.ts";
export { createPostgresDatabase, startPostgresCluster } from "./testing/postgres-cluster.ts";
export { testAccountsEnv, testAccountsOnPostgres } from "./testing/test-accounts-engine.ts";
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

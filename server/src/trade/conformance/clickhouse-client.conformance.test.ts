// ClickHouse through the official client (@clickhouse/client, what PORTOLAN_CLICKHOUSE_URL uses),
// its calls carried to the embedded engine by chdb's connection hook instead of HTTP: the client's
// query, command and insert calls, its JSONEachRow and its query parameters held to the same suite.
// Only the transport differs from a server; a real server or cluster is not run by the test command.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@clickhouse/client";
import { createChdbConnection } from "chdb/connection";
import { clientExecutor } from "../clickhouse/http-executor.ts";
import { openClickHouseOn } from "../clickhouse/open-clickhouse.ts";
import { tradeConformance } from "./trade-conformance.ts";

// chdb declares the hook with @clickhouse/client-common 1.23.0's types, the client bundles 1.23.1's:
// the same shape under two declarations, so the cast only bridges the typings.
type ClientConnection = NonNullable<NonNullable<Parameters<typeof createClient>[0]>["connection"]>;
const embedded = (path: string) => createChdbConnection({ path }) as unknown as ClientConnection;

tradeConformance("ClickHouse through its client", async () =>
  openClickHouseOn(
    clientExecutor(createClient({ connection: embedded(mkdtempSync(join(tmpdir(), "trade-chdb-client-"))) })),
    "conformance",
  ),
);

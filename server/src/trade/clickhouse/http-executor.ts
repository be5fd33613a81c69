// The executor for a ClickHouse server or cluster over HTTP (PORTOLAN_CLICKHOUSE_URL), through the
// official client. The same SQL and parameters as in-process.

import { type ClickHouseClient, createClient } from "@clickhouse/client";
import type { ClickHouseExecutor, Params } from "./executor.ts";

export const httpExecutor = (url: string): ClickHouseExecutor =>
  clientExecutor(createClient({ url, request_timeout: 60_000 }));

/**
 * The executor over the official client, whatever carries its calls: HTTP in production; the tests
 * plug the embedded engine into the client's connection hook (chdb/connection), so the client's
 * calls, formats and parameters are held to the conformance suite without a server.
 */
export const clientExecutor = (client: ClickHouseClient): ClickHouseExecutor => {
  return {
    rows: async <T>(sql: string, params: Params = {}) => {
      const result = await client.query({ query: sql, query_params: params, format: "JSONEachRow" });
      return (await result.json()) as T[];
    },
    run: async (sql, params = {}) => {
      await client.command({ query: sql, query_params: params });
    },
    insert: async (table, rows) => {
      if (rows.length === 0) return;
      await client.insert({ table, values: rows as Record<string, unknown>[], format: "JSONEachRow" });
    },
    close: async () => {
      await client.close();
    },
  };
};

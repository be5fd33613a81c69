// The in-process executor: ClickHouse's embedded engine (the chdb package) on a data directory.
// libchdb serves one data directory per process, so every store of the process shares one session
// on it; stores keep apart by database name.

import { drainPending, Session } from "chdb";
import type { ClickHouseExecutor, Params } from "./executor.ts";

let shared: { dir: string; session: Session; users: number } | undefined;

const open = (dir: string): Session => {
  if (shared !== undefined && shared.dir !== dir)
    throw new Error(`chdb already serves ${shared.dir} in this process; one data directory per process`);
  shared ??= { dir, session: new Session(dir), users: 0 };
  shared.users += 1;
  return shared.session;
};

export const chdbExecutor = (dir: string): ClickHouseExecutor => {
  const session = open(dir);
  let closed = false;
  return {
    rows: async <T>(sql: string, params: Params = {}) => {
      const result = await session.queryBindAsync(sql, params, { format: "JSONEachRow" });
      const text = result.text();
      return text === ""
        ? []
        : (text
            .trimEnd()
            .split("\n")
            .map((line) => JSON.parse(line)) as T[]);
    },
    run: async (sql, params = {}) => {
      await session.queryBindAsync(sql, params, { format: "Null" });
    },
    insert: async (table, rows) => {
      if (rows.length === 0) return;
      await session.insert({ table, values: rows as Record<string, unknown>[] });
    },
    close: async () => {
      if (closed || shared === undefined) return;
      closed = true;
      shared.users -= 1;
      if (shared.users === 0) {
        shared.session.close();
        shared = undefined;
        // The engine lets go of the directory only once its last operation is done.
        await drainPending();
      }
    },
  };
};

// Scheduled runs over the SQL port: one row per job with the time its next run is due. Taking a run
// is one upsert that writes only when the run is due, so of two processes asking at once one wins.
import type { SqlClient } from "../../sql/sql-client.ts";
import type { ScheduledRuns } from "./schedule-port.ts";

export const sqlScheduledRuns = (sql: SqlClient): ScheduledRuns => ({
  claim: async (job, now, every) =>
    (
      await sql.run(
        `INSERT INTO scheduled_runs (job, due_at) VALUES (?, ?)
         ON CONFLICT (job) DO UPDATE SET due_at = excluded.due_at WHERE scheduled_runs.due_at <= ?`,
        [job, now + every, now],
      )
    ).changes === 1,
});

// Migration 024-drop-ports (issue 31; D343): the `ports` reference table of 005 was written at every
// first start and read by nothing since ports are named from the port tables the process loads
// (trade/port-names-catalogue.ts, D317); the table and its index go, and the seed no longer writes it.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m024_drop_ports: Migration = {
  id: "024-drop-ports",
  sql: `
DROP INDEX IF EXISTS ports_by_unlocode;
DROP TABLE ports;
`,
};

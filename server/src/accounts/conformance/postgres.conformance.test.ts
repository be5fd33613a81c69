// The accounts conformance suite on a real PostgreSQL (started for the run by the test command's
// global setup), a fresh database per case.
import { inject } from "vitest";
import { createPostgresDatabase } from "../../testing/postgres-cluster.ts";
import { openAccountStorage } from "../open-account-storage.ts";
import { accountsConformance } from "./accounts-conformance.ts";

accountsConformance("postgres", {
  fresh: () => createPostgresDatabase(inject("postgresUrl")),
  open: (url) => openAccountStorage({ kind: "postgres", url }),
});

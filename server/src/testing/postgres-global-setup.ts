// Vitest's global setup: one PostgreSQL cluster for the whole run, started only when the run has a
// test that needs it (a file under a folder named `postgres` or ending `.postgres.test.ts`, or
// PORTOLAN_TEST_POSTGRES=1). Each test makes its own database on it (createPostgresDatabase).

import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}

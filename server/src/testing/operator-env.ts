// The environment of an operator command run beside a test provider: its data folder and origin,
// and its accounts' database when that is PostgreSQL (as a person would export PORTOLAN_DATABASE_URL).
import type { TestServer } from "./test-server.ts";

export const operatorEnv = (server: TestServer): Record<string, string> => {
  const storage = server.deps.config.accountStorage;
  return {
    PORTOLAN_DATA_DIR: server.dataDir,
    PORTOLAN_PUBLIC_ORIGIN: server.deps.config.publicOrigin,
    ...(storage.kind === "postgres" ? { PORTOLAN_DATABASE_URL: storage.url } : {}),
  };
};

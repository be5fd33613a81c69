// The accounts conformance suite on SQLite, a fresh file per case.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openAccountStorage } from "../open-account-storage.ts";
import { accountsConformance } from "./accounts-conformance.ts";

accountsConformance("sqlite", {
  fresh: async () => join(mkdtempSync(join(tmpdir(), "portolan-acc-")), "accounts.sqlite"),
  open: (file) => openAccountStorage({ kind: "sqlite", file }),
});

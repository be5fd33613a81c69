// ClickHouse in-process (chdb), as the test command runs it; a server over HTTP runs the same SQL.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openClickHouse } from "../clickhouse/open-clickhouse.ts";
import { identityConformance } from "./identity-conformance.ts";
import { searchWordsConformance } from "./search-words-conformance.ts";
import { tradeConformance } from "./trade-conformance.ts";
import { unownedConformance } from "./unowned-conformance.ts";

tradeConformance("ClickHouse", async () =>
  openClickHouse({ kind: "chdb", dir: mkdtempSync(join(tmpdir(), "trade-chdb-")) }, "conformance"),
);

identityConformance("ClickHouse", async () =>
  openClickHouse({ kind: "chdb", dir: mkdtempSync(join(tmpdir(), "trade-chdb-")) }, "identity"),
);

searchWordsConformance("ClickHouse", async () =>
  openClickHouse({ kind: "chdb", dir: mkdtempSync(join(tmpdir(), "trade-chdb-")) }, "words"),
);

unownedConformance("ClickHouse", async () =>
  openClickHouse({ kind: "chdb", dir: mkdtempSync(join(tmpdir(), "trade-chdb-")) }, "unowned"),
);

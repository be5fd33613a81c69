import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteTrade } from "../open-trade-engine.ts";
import { identityConformance } from "./identity-conformance.ts";
import { searchWordsConformance } from "./search-words-conformance.ts";
import { tradeConformance } from "./trade-conformance.ts";
import { unownedConformance } from "./unowned-conformance.ts";

tradeConformance("SQLite", async () =>
  openSqliteTrade(join(mkdtempSync(join(tmpdir(), "trade-sqlite-")), "trade.sqlite")),
);

// Every goods text counted as common: the text index read in order ("lead") must give the same answers.
tradeConformance("SQLite, text index leading", async () =>
  openSqliteTrade(join(mkdtempSync(join(tmpdir(), "trade-sqlite-")), "trade.sqlite"), { commonTextBills: 0 }),
);

// Every firm's views summed at import (the fixture's firms are below the default threshold, so the
// runs above read their shipments directly): both reads must give the same answers.
tradeConformance("SQLite, every firm rolled up", async () =>
  openSqliteTrade(join(mkdtempSync(join(tmpdir(), "trade-sqlite-")), "trade.sqlite"), {
    rollupMinShipments: 0,
  }),
);

identityConformance("SQLite", async () =>
  openSqliteTrade(join(mkdtempSync(join(tmpdir(), "trade-sqlite-")), "trade.sqlite")),
);

searchWordsConformance("SQLite", async () =>
  openSqliteTrade(join(mkdtempSync(join(tmpdir(), "trade-sqlite-")), "trade.sqlite")),
);
searchWordsConformance("SQLite, text index leading", async () =>
  openSqliteTrade(join(mkdtempSync(join(tmpdir(), "trade-sqlite-")), "trade.sqlite"), { commonTextBills: 0 }),
);

unownedConformance("SQLite", async () =>
  openSqliteTrade(join(mkdtempSync(join(tmpdir(), "trade-sqlite-")), "trade.sqlite")),
);

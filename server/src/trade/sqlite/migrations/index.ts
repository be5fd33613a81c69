// The trade store's migrations, in order; it lives in its own file (trade.sqlite), apart from the
// accounts, so that tens of millions of bills never weigh on the accounts' backups and locks.
import type { Migration } from "../../../sql/sqlite-migrate.ts";
import { t001_trade } from "./001-trade.ts";
import { t002_firm_rollups } from "./002-firm-rollups.ts";
import { t003_date_order } from "./003-date-order.ts";
import { t004_firm_totals } from "./004-firm-totals.ts";
import { t005_import_unfinished } from "./005-import-unfinished.ts";
import { t006_firm_identity } from "./006-firm-identity.ts";
import { t007_search_words } from "./007-search-words.ts";
import { t009_known_figures } from "./009-known-figures.ts";
import { t010_party_fields } from "./010-party-fields.ts";

export const TRADE_MIGRATIONS: readonly Migration[] = [
  t001_trade,
  t002_firm_rollups,
  t003_date_order,
  t004_firm_totals,
  t005_import_unfinished,
  t006_firm_identity,
  t007_search_words,
  t009_known_figures,
  t010_party_fields,
];

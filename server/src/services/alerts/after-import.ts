// The alert check the importer runs once its load is complete (D231): tracked firms that the load
// merged into others follow their bills (issue 30), then the store's last bill is
// recorded as finished (every bill up to it has its firms resolved), then the check runs over the
// account storage of the same configuration, in the importer's own process. Run again, the
// importer passes over the releases already in and finishes a check a crash cut off.

import { openAccountStorage } from "../../accounts/open-account-storage.ts";
import type { ServerConfig } from "../../config.ts";
import { createMailer } from "../../mail/create-mailer.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { FirmIdentity } from "../../trade/firm-identity-port.ts";
import { followRetiredFirms } from "../../trade/follow-retired-firms.ts";
import type { TradeStore } from "../../trade/trade-store-port.ts";
import type { TradeTotals } from "../../trade/trade-totals-port.ts";
import { accountOwnedData } from "./alert-access.ts";
import { type AlertCheckReport, runAlertCheck } from "./alert-check.ts";

export const checkAfterImport = async (
  config: ServerConfig,
  trade: { readonly store: TradeStore; readonly totals: TradeTotals; readonly identity: FirmIdentity },
  now: () => number,
  mailer: Mailer = createMailer(config),
): Promise<AlertCheckReport> => {
  const storage = await openAccountStorage(config.accountStorage, { now: now() });
  try {
    // Tracked firms merged by this load follow their bills before their alerts are checked.
    await followRetiredFirms(storage.firmReferences, trade.identity);
    const ledger = storage.alertLedger;
    await ledger.recordFinishedLoad(await trade.totals.lastShipmentId(), now());
    return await runAlertCheck({
      ledger,
      store: trade.store,
      mailer,
      now,
      mailLeaseMs: config.alertMailLeaseMs,
      ownedData: accountOwnedData(storage),
      bases: { data: config.navBases.data, origin: config.publicOrigin },
    });
  } finally {
    await storage.close();
  }
};

export const formatAlertReport = (r: AlertCheckReport): string =>
  `alerts: ${r.alerts} from ${r.checked} tracked items checked, ${r.digests} digests, ${r.mailsSent} mails sent`;

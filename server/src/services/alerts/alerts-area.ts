// The alerts area (issue 16): the console's alerts list, the unsubscribe link, and the check the
// provider runs on its schedule (the importer runs it after each import, D231). One check at a
// time per process; another process checking at once is kept apart by the ledger's guarded writes.
import type { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { TradeStore } from "../../trade/trade-store-port.ts";
import type { TradeTotals } from "../../trade/trade-totals-port.ts";
import { accountOwnedData } from "./alert-access.ts";
import { type AlertCheckReport, runAlertCheck } from "./alert-check.ts";
import { type AlertsHandlers, alertsHandlers } from "./alerts-handlers.ts";
import { mountUnsubscribe } from "./unsubscribe-route.ts";

export interface AlertsArea {
  readonly handlers: AlertsHandlers;
  readonly mount: (hono: Hono) => void;
  /** Runs a check unless one is running in this process (then answers undefined). */
  readonly check: () => Promise<AlertCheckReport | undefined>;
  /** A store loaded before alerts existed counts as checked up to its last bill. */
  readonly baseline: () => Promise<void>;
}

export const createAlertsArea = (
  deps: Pick<AppDeps, "storage" | "clock" | "config">,
  trade: { readonly store: TradeStore; readonly totals: TradeTotals },
  mailer: Mailer,
): AlertsArea => {
  const ledger = deps.storage.alertLedger;
  const ownedData = accountOwnedData(deps.storage);
  const now = () => deps.clock.now();
  let running = false;
  return {
    handlers: alertsHandlers(deps.storage.alertInbox),
    mount: (hono) => mountUnsubscribe(hono, ledger),
    check: async () => {
      if (running) return undefined;
      running = true;
      try {
        return await runAlertCheck({
          ledger,
          store: trade.store,
          mailer,
          now,
          mailLeaseMs: deps.config.alertMailLeaseMs,
          ownedData,
          bases: { data: deps.config.navBases.data, origin: deps.config.publicOrigin },
        });
      } finally {
        running = false;
      }
    },
    baseline: async () => ledger.baseline(await trade.totals.lastShipmentId(), now()),
  };
};

// The scheduled warning before a package ends (issue 29 item 11; D288): every account whose cover
// ends within PACKAGE_EXPIRY_WARNING_DAYS (core's expiryWarningOf: a renewal that follows takes the
// warning away) is mailed once per term, in the language the package was bought in. The claim is
// written before the mail goes; a mail that fails gives it back, so a later run sends it.
import {
  DAY_MS,
  expiryWarningOf,
  type Locale,
  PACKAGE_EXPIRY_WARNING_DAYS,
  routeById,
  withLinkLanguage,
} from "@portolan/core";
import type { AccountRepository } from "../../accounts/accounts/accounts-port.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { OrderStore } from "../../accounts/orders/orders-port.ts";
import type { ExpiryWarnings } from "../../accounts/packages/expiry-warnings-port.ts";
import type { Logger } from "../../ports/logger.ts";
import type { Mailer } from "../../ports/mailer.ts";
import { expiryWarningMail } from "./expiry-warning-mail.ts";

export interface ExpiryWarningDeps {
  readonly warnings: ExpiryWarnings;
  readonly services: AccountServices;
  readonly orders: Pick<OrderStore, "find">;
  readonly accounts: Pick<AccountRepository, "findById">;
  readonly mailer: Mailer;
  readonly log: Logger;
  readonly publicOrigin: string;
  readonly consoleBase: string;
}

/** Chinese has no package page: its package table is on /cn/product/global (as the console links). */
const renewPath = (locale: Locale): string =>
  routeById("package")?.paths[locale] ?? routeById("product/global")?.paths.zh ?? "/";

/** Sends the warnings due at `now`; answers how many were sent. */
export const runExpiryWarnings = async (deps: ExpiryWarningDeps, now: number): Promise<number> => {
  let sent = 0;
  const window = now + PACKAGE_EXPIRY_WARNING_DAYS * DAY_MS;
  for (const accountId of await deps.warnings.accountsEndingBetween(now, window)) {
    const warning = expiryWarningOf(await deps.services.ofAccount(accountId), now);
    if (warning === undefined) continue;
    const account = await deps.accounts.findById(accountId);
    if (account?.email === undefined) continue;
    const { term } = warning;
    if (!(await deps.warnings.claim(term.orderId, accountId, now))) continue;
    const locale = (await deps.orders.find(term.orderId))?.locale ?? "zh";
    const mail = expiryWarningMail(
      account.email,
      {
        tierId: term.tierId,
        endsAt: term.expiresAt,
        daysLeft: warning.daysLeft,
        renewLink: `${deps.publicOrigin}${renewPath(locale)}`,
        consoleLink: `${deps.consoleBase}${withLinkLanguage("/dashboard", locale)}`,
      },
      locale,
    );
    try {
      await deps.mailer.send(mail);
      sent += 1;
    } catch (error) {
      await deps.warnings.release(term.orderId);
      deps.log.error("the package expiry warning could not be mailed", error);
    }
  }
  return sent;
};

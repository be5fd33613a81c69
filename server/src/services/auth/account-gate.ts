// The account gate (ports/account-gate.ts) over the stored account: core's status and access rule,
// read fresh on every use, so a freeze or a cancellation ends every way in at the next request.
import { accountAccess } from "@portolan/core";
import type { AccountRepository } from "../../accounts/accounts/accounts-port.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import { quickStatusOf } from "./account-view.ts";

export const createAccountGate =
  (accounts: AccountRepository, services: AccountServices): AccountGate =>
  async (accountId, now, fn) => {
    const account = await accounts.findById(accountId);
    if (account === undefined) return "unknown";
    return accountAccess(await quickStatusOf(account, services, now), fn);
  };

// Whether an account may still read what it tracks (issue 16): the data call's own rule (core's
// tradeQueryRefusal over the entitlements its packages grant now, as entitlementsOf derives them),
// so an alert never tells of shipments in a data set the account no longer owns — its package
// ended, or its main account took the data set back. Built on the account stores alone, so the
// importer's process asks it as the provider does.
import type { AccountStorage } from "../../accounts/account-stores.ts";
import { entitlementsOf } from "../auth/entitlements-of.ts";

/** The customs data sets an account owns now (its entitlements' ownership), undefined for no account. */
export type OwnedData = (accountId: number, now: number) => Promise<unknown>;

export const accountOwnedData =
  (deps: Pick<AccountStorage, "accounts" | "services" | "teamDatasets">): OwnedData =>
  async (accountId, now) => {
    const account = await deps.accounts.findById(accountId);
    return account === undefined ? undefined : (await entitlementsOf(deps, account, now)).customsDataSource;
  };

// Whether an account may still read what it tracks (issue 16): the data call's own rule (core's
// tradeQueryRefusal over the entitlements its packages grant now, as entitlementsOf derives them),
// so an alert never tells of shipments in a data set the account no longer owns — its package
// ended, or its main account took the data set back. Built on the accounts' database alone, so the
// importer's process asks it as the provider does.
import { sqliteAccounts } from "../../storage/sqlite/auth-accounts.ts";
import { sqliteAccountServices } from "../../storage/sqlite/commerce-services.ts";
import type { Db } from "../../storage/sqlite/database.ts";
import { sqliteTeamDatasets } from "../../storage/sqlite/team-datasets.ts";
import { entitlementsOf } from "../auth/entitlements-of.ts";

/** The customs data sets an account owns now (its entitlements' ownership), undefined for no account. */
export type OwnedData = (accountId: number, now: number) => Promise<unknown>;

export const accountOwnedData = (db: Db): OwnedData => {
  const deps = {
    accounts: sqliteAccounts(db),
    services: sqliteAccountServices(db),
    teamDatasets: sqliteTeamDatasets(db),
  };
  return async (accountId, now) => {
    const account = await deps.accounts.findById(accountId);
    return account === undefined ? undefined : (await entitlementsOf(deps, account, now)).customsDataSource;
  };
};

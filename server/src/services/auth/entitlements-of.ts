// The caller's entitlements at `now` (issue 13): core's deriveEntitlements over the account's own
// grants, its packages and, for a sub-account, what its main account shares. The identity call,
// login, registration and every entitlement check go through here, so they read one answer.

import { deriveEntitlements, type Entitlements, type PackageTerm, type Session } from "@portolan/core";
import type { AccountRepository, StoredAccount } from "../../accounts/accounts/accounts-port.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { TeamDatasets } from "../../accounts/teams/team-datasets-port.ts";
import { toSession } from "./account-view.ts";

export interface EntitlementDeps {
  readonly accounts: AccountRepository;
  readonly services: AccountServices;
  readonly teamDatasets: TeamDatasets;
}

export const ownGrantsOf = (a: StoredAccount): Entitlements => ({
  membership: a.membership,
  permissions: a.permissions,
  customsDataSource: a.customsDataSource,
});

const termsOf = async (services: AccountServices, accountId: number): Promise<readonly PackageTerm[]> =>
  (await services.ofAccount(accountId)).map(({ tierId, startsAt, expiresAt }) => ({
    tierId,
    startsAt,
    expiresAt,
  }));

export const entitlementsOf = async (
  deps: EntitlementDeps,
  a: StoredAccount,
  now: number,
): Promise<Entitlements> => {
  const own = ownGrantsOf(a);
  const terms = await termsOf(deps.services, a.id);
  const main = a.parentId === undefined ? undefined : await deps.accounts.findById(a.parentId);
  if (main === undefined) return deriveEntitlements({ own, terms }, now);
  const assigned = await deps.teamDatasets.assignedTo(a.id);
  const assignedPermissions = await deps.teamDatasets.permissionsOf(a.id);
  const team = {
    mainOwn: ownGrantsOf(main),
    mainTerms: await termsOf(deps.services, main.id),
    ...(assigned === undefined ? {} : { assigned }),
    ...(assignedPermissions === undefined ? {} : { assignedPermissions }),
  };
  return deriveEntitlements({ own, terms, team }, now);
};

/** The identity call's session, with the entitlements in force at `now`. */
export const sessionOf = async (deps: EntitlementDeps, a: StoredAccount, now: number): Promise<Session> => {
  const e = await entitlementsOf(deps, a, now);
  return {
    ...toSession(a),
    permissions: e.permissions,
    membership: e.membership,
    customs_data_source: e.customsDataSource,
  };
};

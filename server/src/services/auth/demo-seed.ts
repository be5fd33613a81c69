// Turns the demo list into stored accounts and writes them on an empty database. The demo password
// is public, so one hash (one salt) serves every demo account: one scrypt run per first start.

import { CUSTOMS_DATASETS, composePermissionValue, flagsToBits } from "@portolan/core";
import type { SeedAccount } from "../../accounts/accounts/accounts-port.ts";
import type { AuthEnv } from "./auth-env.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoDatasets,
  demoEmail,
} from "./demo-accounts.ts";

export const ownershipCodeOf = (d: DemoDatasets): string => {
  const owned = d.customs === "all" ? CUSTOMS_DATASETS.map((c) => c.value) : d.customs;
  for (const code of owned)
    if (!CUSTOMS_DATASETS.some((c) => c.value === code)) throw new Error(`unknown data set ${code}`);
  return flagsToBits({
    customs: Object.fromEntries(owned.map((code) => [code, true])),
    ship: d.ship === true,
    transit: d.transit === true,
  });
};

export const seedAccountOf = (a: DemoAccount, passwordHash: string, now: number): SeedAccount => ({
  account: a.account,
  email: demoEmail(a),
  nickname: a.nickname,
  firstName: a.firstName,
  lastName: a.lastName,
  level: a.level,
  ...(a.parent === undefined ? {} : { parentAccount: a.parent }),
  ...(a.department === undefined ? {} : { department: a.department }),
  ...(a.phone === undefined ? {} : { phone: a.phone }),
  accountType: a.accountType,
  roles: a.roles,
  permissions: a.permissions,
  membership: composePermissionValue({ tier: a.tier, features: a.features }),
  customsDataSource: ownershipCodeOf(a.datasets),
  oemDomains: a.oemDomains ?? [],
  passwordHash,
  lifecycle:
    a.status === "frozen"
      ? { freeze: { since: now, functions: "all" } }
      : a.status === "cancelled"
        ? { cancelledForBreachAt: now }
        : {},
  createdAt: now,
});

/** Writes the demo accounts when there are no accounts; how many it wrote. */
export const seedDemoAccounts = async (env: AuthEnv, now: number): Promise<number> => {
  if (await env.accounts.hasAny()) return 0;
  const hash = await env.hash(DEMO_PASSWORD);
  const written = await env.accounts.seedIfEmpty(DEMO_ACCOUNTS.map((a) => seedAccountOf(a, hash, now)));
  if (written === 0) return 0;
  for (const a of DEMO_ACCOUNTS) {
    if (a.shared === undefined) continue;
    const stored = await env.accounts.findByLogin(a.account);
    if (stored !== undefined) await env.teamDatasets.assign(stored.id, ownershipCodeOf(a.shared), now);
  }
  return written;
};

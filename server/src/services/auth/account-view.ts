// A stored account as core's Session (the identity call), as the basic-info page reads it, and as
// core's AccountRecord for the lifecycle rules.

import type { BasicInfo } from "@portolan/contracts";
import { type AccountRecord, type AccountStatus, accountStatus, type Session } from "@portolan/core";
import type { StoredAccount } from "../../accounts/accounts/accounts-port.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";

export const toSession = (a: StoredAccount): Session => ({
  id: a.id,
  account: a.account,
  level: a.level,
  nickname: a.nickname,
  ...(a.department === undefined ? {} : { deptInfo: { name: a.department } }),
  ...(a.phone === undefined ? {} : { phone: a.phone }),
  ...(a.email === undefined ? {} : { email: a.email }),
  oemDomains: a.oemDomains,
  userRole: a.roles,
  permissions: a.permissions,
  membership: a.membership,
  customs_data_source: a.customsDataSource,
});

export const toBasicInfo = (a: StoredAccount): BasicInfo => ({
  id: a.id,
  account: a.account,
  nickname: a.nickname,
  ...(a.department === undefined ? {} : { department: a.department }),
  ...(a.phone === undefined ? {} : { phone: a.phone }),
  ...(a.email === undefined ? {} : { email: a.email }),
});

export const toAccountRecord = (a: StoredAccount, serviceExpiries: readonly number[]): AccountRecord => {
  const { freeze, cancelledForBreachAt, appeal } = a.lifecycle;
  return {
    createdAt: a.createdAt,
    ...(a.lastLoginAt === undefined ? {} : { lastLoginAt: a.lastLoginAt }),
    serviceExpiries,
    ...(freeze === undefined ? {} : { freeze }),
    ...(cancelledForBreachAt === undefined ? {} : { cancelledForBreachAt }),
    ...(appeal === undefined ? {} : { appeal }),
  };
};

/** Core's status of the account at `now`, with the expiry of the services it bought. */
export const statusOf = async (
  a: StoredAccount,
  services: AccountServices,
  now: number,
): Promise<AccountStatus> => {
  const latest = await services.latestExpiry(a.id);
  return accountStatus(toAccountRecord(a, latest === undefined ? [] : [latest]), now);
};

/**
 * The status without asking for services first: services only push dormancy later, so the answer
 * can only change when this one is a dormancy cancellation (one query less on every request).
 * An appeal breaks that reasoning (whether it applies depends on when the cancellation fell, which
 * the services move), so an account with one always takes the full check.
 */
export const quickStatusOf = async (
  a: StoredAccount,
  services: AccountServices,
  now: number,
): Promise<AccountStatus> => {
  if (a.lifecycle.appeal !== undefined) return statusOf(a, services, now);
  const quick = accountStatus(toAccountRecord(a, []), now);
  return quick.kind === "cancelled" && quick.reason === "dormant" ? statusOf(a, services, now) : quick;
};

// What an account may do now, as the data calls ask it: every module that serves trade or
// statistics data depends on this type, not on the auth service that computes it.
import type { AccountType, Entitlements } from "@portolan/core";

/** What an account's packages grant at `now`, with its type (export limits); undefined if unknown. */
export type EntitlementsOfAccount = (
  accountId: number,
  now: number,
) => Promise<(Entitlements & { readonly accountType: AccountType }) | undefined>;

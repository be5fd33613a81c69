// Accounts as the auth area stores them (spec §3 Session / user, §4 Accounts, §6): identity, the
// grants the session carries, the password hash and the lifecycle data core's accountStatus reads.

import type { AccountType, Appeal, Freeze, OemDomain, Permissions } from "@portolan/core";

export interface AccountLifecycle {
  readonly freeze?: Freeze;
  readonly cancelledForBreachAt?: number;
  /** When the dormancy check recorded the account as cancelled (a record; core decides the status). */
  readonly cancelledDormantAt?: number;
  readonly appeal?: Appeal;
}

export interface NewAccount {
  readonly account: string;
  readonly email?: string;
  readonly phone?: string;
  readonly nickname: string;
  readonly firstName: string;
  readonly lastName: string;
  /** 0 for a main account, 1 and above for sub-accounts (which then have a parent). */
  readonly level: number;
  readonly parentId?: number;
  readonly department?: string;
  readonly accountType: AccountType;
  readonly roles: readonly string[];
  readonly permissions: Permissions;
  /** Core's permission value: tier in the low 4 bits, feature bits above. */
  readonly membership: number;
  /** Core's ownership code. */
  readonly customsDataSource: string;
  readonly oemDomains: readonly OemDomain[];
  readonly passwordHash: string;
  readonly lifecycle: AccountLifecycle;
  readonly createdAt: number;
}

export interface StoredAccount extends NewAccount {
  readonly id: number;
  readonly lastLoginAt?: number;
}

/** A seeded account names its parent main account by account name (ids are not known beforehand). */
export interface SeedAccount extends Omit<NewAccount, "parentId"> {
  readonly parentAccount?: string;
}

export type AccountConflict = "email" | "account";

export interface BasicInfoChange {
  readonly nickname?: string;
  /** null clears the field. */
  readonly department?: string | null;
  readonly phone?: string | null;
  readonly email?: string;
}

export interface AccountRepository {
  /** The account whose email, else whose account name, matches `login` regardless of case. */
  readonly findByLogin: (login: string) => Promise<StoredAccount | undefined>;
  readonly findById: (id: number) => Promise<StoredAccount | undefined>;
  /** The sub-accounts whose main account is `id`, by level then id. */
  readonly subAccountsOf: (id: number) => Promise<readonly StoredAccount[]>;
  readonly findByEmail: (email: string) => Promise<StoredAccount | undefined>;
  readonly create: (
    account: NewAccount,
  ) => Promise<
    { readonly ok: true; readonly id: number } | { readonly ok: false; readonly conflict: AccountConflict }
  >;
  readonly recordLogin: (id: number, at: number) => Promise<void>;
  readonly setPasswordHash: (id: number, passwordHash: string) => Promise<void>;
  /** Writes the freeze, the breach cancellation and the appeal (the operator's decisions). */
  readonly setLifecycle: (id: number, lifecycle: AccountLifecycle) => Promise<void>;
  /** Accounts whose name or email contains `text` (any case), by id, at most `limit`. */
  readonly search: (text: string, limit: number) => Promise<readonly StoredAccount[]>;
  readonly updateBasicInfo: (id: number, change: BasicInfoChange) => Promise<"ok" | "emailTaken">;
  /** Accounts not yet recorded as cancelled whose last login (or creation) is at or before `activityUpTo`. */
  readonly dormancyCandidates: (activityUpTo: number) => Promise<readonly StoredAccount[]>;
  readonly recordDormantCancellation: (id: number, at: number) => Promise<void>;
  readonly hasAny: () => Promise<boolean>;
  /** Inserts the accounts, in order, only when there are none yet (one transaction); how many it wrote. */
  readonly seedIfEmpty: (accounts: readonly SeedAccount[]) => Promise<number>;
}

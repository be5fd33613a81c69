// What every conformance case starts from: a fresh, migrated account storage and accounts made
// through the accounts port (never by SQL), so each case runs the same on every engine.

import type { NewAccount } from "../accounts/accounts-port.ts";
import type { OpenedAccountStorage } from "../open-account-storage.ts";

/** Where a fresh storage is made and how it is opened; open twice = two providers on one database. */
export interface OpenStorage {
  /** A new, empty database: a SQLite file, or a PostgreSQL database on the test cluster. */
  readonly fresh: () => Promise<string>;
  readonly open: (location: string) => Promise<OpenedAccountStorage>;
}

export const T0 = 1_767_225_600_000; // 2026-01-01T00:00:00Z: times are ms integers past 2^32

let made = 0;

export const newAccount = (overrides: Partial<NewAccount> = {}): NewAccount => {
  made += 1;
  return {
    account: `member${made}`,
    email: `member${made}@example.test`,
    nickname: `Member ${made}`,
    firstName: "Ada",
    lastName: "Lovelace",
    level: 0,
    accountType: "member",
    roles: [],
    permissions: {},
    membership: 0,
    customsDataSource: "",
    oemDomains: [],
    passwordHash: "scrypt$test",
    lifecycle: {},
    createdAt: T0,
    ...overrides,
  };
};

/** Makes an account and returns its id. */
export const addAccount = async (storage: OpenedAccountStorage, overrides: Partial<NewAccount> = {}) => {
  const made = await storage.accounts.create(newAccount(overrides));
  if (!made.ok) throw new Error(`fixture account refused: ${made.conflict}`);
  return made.id;
};

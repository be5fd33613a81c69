// The packages an account has bought (services with a term), as other areas read them: the
// dormancy check needs "no unexpired service" (spec §4 Accounts), the dashboard the package and expiry.

import type { PackageTierId } from "@portolan/core";

export interface AccountService {
  readonly accountId: number;
  readonly tierId: PackageTierId;
  readonly startsAt: number;
  readonly expiresAt: number;
  readonly orderId: string;
}

export interface AccountServices {
  /** Services of the account, newest first. */
  readonly ofAccount: (accountId: number) => Promise<readonly AccountService[]>;
  /** The latest expiry among the account's services, or undefined when it never had one. */
  readonly latestExpiry: (accountId: number) => Promise<number | undefined>;
}

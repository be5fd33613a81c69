// What of its main account's a sub-account may use (issues 13, 29 §10): the data sets and the
// permissions the main account assigns it in the console; the entitlement rule reads them.
import type { TeamPermission } from "@portolan/core";

export interface TeamDatasets {
  /** The ownership code assigned to a sub-account, or undefined when none was (all are shared). */
  readonly assignedTo: (accountId: number) => Promise<string | undefined>;
  readonly assign: (accountId: number, ownershipCode: string, now: number) => Promise<void>;
  /** The team permissions handed on to a sub-account, or undefined when none were chosen. */
  readonly permissionsOf: (accountId: number) => Promise<readonly TeamPermission[] | undefined>;
  readonly assignPermissions: (
    accountId: number,
    permissions: readonly TeamPermission[],
    now: number,
  ) => Promise<void>;
}

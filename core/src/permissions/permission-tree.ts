// The nested permissions of the session (spec §3 Permissions): a TS entry with sub-entries, and OPENS.
// A sub-entry that is present and not `false` grants the feature.

export interface CdsPermission {
  /** Downloads are capped (spec §6: part of the cost-page rule). */
  readonly download_limit?: boolean;
}

export interface TsPermissions {
  readonly SO?: boolean;
  readonly AI?: boolean;
  readonly MARKET?: boolean;
  readonly EMAIL?: boolean;
  readonly RECOMMEND?: boolean;
  readonly CDS?: CdsPermission;
}

export interface Permissions {
  readonly TS?: TsPermissions;
  /** The open-platform entry of the system switcher. */
  readonly OPENS?: boolean;
}

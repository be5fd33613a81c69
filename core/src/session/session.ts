// The signed-in user as the identity call describes it (spec §3 Session / user).
// Decision D2: `level` is the account hierarchy (0 = main account); the membership tier lives in the
// low 4 bits of `membership`, a permission number whose higher bits are feature grants (spec §6).

import type { Permissions } from "../permissions/permission-tree.ts";

export type OemLanguage = "zh-cn" | "en";

/** An OEM system the user may switch to: reached through the SSO redirect call, or a direct link. */
export interface OemDomain {
  readonly companyDomain?: string;
  readonly systemName?: Partial<Readonly<Record<OemLanguage, string>>>;
  readonly link?: string;
}

export interface DeptInfo {
  readonly name: string;
}

export interface Session {
  readonly id: number;
  readonly account: string;
  /** 0 for a main account, 1 and above for sub-accounts. */
  readonly level: number;
  readonly nickname: string;
  readonly deptInfo?: DeptInfo;
  readonly phone?: string;
  readonly email?: string;
  readonly oemDomains: readonly OemDomain[];
  /** Role strings such as "admin", "info", "payment". */
  readonly userRole: readonly string[];
  readonly permissions: Permissions;
  /** Membership tier (low 4 bits) and feature bits (spec §6 permission values). */
  readonly membership: number;
  /** Data-set ownership bit string (spec §3, §4 Dataset selection). */
  readonly customs_data_source: string;
}

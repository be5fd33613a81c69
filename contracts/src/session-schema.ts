// The session as the identity call returns it (spec §3 Session / user, §3 Permissions). Field for
// field the `Session` of core/src/session/session.ts and the `Permissions` of
// core/src/permissions/permission-tree.ts, which contracts may not import: keep them in step.
import { Schema } from "effect";

/** An OEM system: reached through the SSO redirect call (companyDomain), or a direct link. */
export const OemDomainData = Schema.Struct({
  companyDomain: Schema.optionalKey(Schema.String),
  systemName: Schema.optionalKey(
    Schema.Struct({
      "zh-cn": Schema.optionalKey(Schema.String),
      en: Schema.optionalKey(Schema.String),
    }),
  ),
  link: Schema.optionalKey(Schema.String),
});
export type OemDomainData = typeof OemDomainData.Type;

export const CdsPermissionData = Schema.Struct({
  download_limit: Schema.optionalKey(Schema.Boolean),
});

export const TsPermissionsData = Schema.Struct({
  SO: Schema.optionalKey(Schema.Boolean),
  AI: Schema.optionalKey(Schema.Boolean),
  MARKET: Schema.optionalKey(Schema.Boolean),
  EMAIL: Schema.optionalKey(Schema.Boolean),
  RECOMMEND: Schema.optionalKey(Schema.Boolean),
  CDS: Schema.optionalKey(CdsPermissionData),
});

export const PermissionsData = Schema.Struct({
  TS: Schema.optionalKey(TsPermissionsData),
  OPENS: Schema.optionalKey(Schema.Boolean),
});
export type PermissionsData = typeof PermissionsData.Type;

export const SessionData = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  /** 0 for a main account, 1 and above for sub-accounts. */
  level: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  nickname: Schema.String,
  deptInfo: Schema.optionalKey(Schema.Struct({ name: Schema.String })),
  phone: Schema.optionalKey(Schema.String),
  email: Schema.optionalKey(Schema.String),
  oemDomains: Schema.Array(OemDomainData),
  /** Role strings such as "admin", "info", "payment". */
  userRole: Schema.Array(Schema.String),
  permissions: PermissionsData,
  /** Membership tier in the low 4 bits, feature bits above (spec §6 permission values). */
  membership: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  /** Data-set ownership bit string; whether it is a valid ownership code is core's rule. */
  customs_data_source: Schema.String,
}).annotate({ identifier: "Session", description: "The signed-in user (spec §3 Session / user)" });
export type SessionData = typeof SessionData.Type;

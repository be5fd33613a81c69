// Rows of the accounts table to and from the port's plain data. JSON columns hold what the auth
// area wrote; anything unreadable is read as empty rather than failing a request.
import type { AccountType, Freeze, OemDomain, Permissions } from "@portolan/core";
import type { AccountLifecycle, NewAccount, StoredAccount } from "./accounts-port.ts";

export type Row = Record<string, unknown>;

const json = <T>(value: unknown, fallback: T): T => {
  if (typeof value !== "string") return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};
const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

const lifecycleOf = (row: Row): AccountLifecycle => {
  const since = num(row.frozen_since);
  const until = num(row.frozen_until);
  const freeze: Freeze | undefined =
    since === undefined
      ? undefined
      : {
          since,
          functions: json<Freeze["functions"]>(row.frozen_functions, "all"),
          ...(until === undefined ? {} : { until }),
        };
  const filedAt = num(row.appeal_filed_at);
  const decidedAt = num(row.appeal_decided_at);
  const breach = num(row.cancelled_breach_at);
  const dormant = num(row.cancelled_dormant_at);
  return {
    ...(freeze ? { freeze } : {}),
    ...(breach === undefined ? {} : { cancelledForBreachAt: breach }),
    ...(dormant === undefined ? {} : { cancelledDormantAt: dormant }),
    ...(filedAt === undefined
      ? {}
      : {
          appeal: {
            filedAt,
            ...(decidedAt === undefined
              ? {}
              : { decision: { granted: row.appeal_granted === 1, at: decidedAt } }),
          },
        }),
  };
};

export const accountOfRow = (row: Row): StoredAccount => {
  const optional = {
    email: str(row.email),
    phone: str(row.phone),
    department: str(row.department),
    parentId: num(row.parent_id),
    lastLoginAt: num(row.last_login_at),
  };
  return {
    id: Number(row.id),
    account: String(row.account),
    nickname: String(row.nickname),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    level: Number(row.level),
    accountType: String(row.account_type) as AccountType,
    roles: json<string[]>(row.roles, []),
    permissions: json<Permissions>(row.permissions, {}),
    membership: Number(row.membership),
    customsDataSource: String(row.customs_data_source),
    oemDomains: json<OemDomain[]>(row.oem_domains, []),
    passwordHash: String(row.password_hash),
    lifecycle: lifecycleOf(row),
    createdAt: Number(row.created_at),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
};

/** Lowercased, for the unique keys (account names and emails are unique regardless of case). */
export const keyOf = (text: string): string => text.trim().toLowerCase();

export const INSERT_ACCOUNT = `INSERT INTO accounts (
  account, account_key, email, email_key, phone, nickname, first_name, last_name, level, parent_id,
  department, account_type, roles, permissions, membership, customs_data_source, oem_domains,
  password_hash, frozen_since, frozen_until, frozen_functions, cancelled_breach_at,
  cancelled_dormant_at, appeal_filed_at, appeal_decided_at, appeal_granted, created_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;

type Param = string | number | null;

export const insertParams = (a: NewAccount): Param[] => {
  const { freeze, appeal } = a.lifecycle;
  return [
    a.account,
    keyOf(a.account),
    a.email ?? null,
    a.email === undefined ? null : keyOf(a.email),
    a.phone ?? null,
    a.nickname,
    a.firstName,
    a.lastName,
    a.level,
    a.parentId ?? null,
    a.department ?? null,
    a.accountType,
    JSON.stringify(a.roles),
    JSON.stringify(a.permissions),
    a.membership,
    a.customsDataSource,
    JSON.stringify(a.oemDomains),
    a.passwordHash,
    freeze?.since ?? null,
    freeze?.until ?? null,
    freeze === undefined ? null : JSON.stringify(freeze.functions),
    a.lifecycle.cancelledForBreachAt ?? null,
    a.lifecycle.cancelledDormantAt ?? null,
    appeal?.filedAt ?? null,
    appeal?.decision?.at ?? null,
    appeal?.decision === undefined ? null : appeal.decision.granted ? 1 : 0,
    a.createdAt,
  ];
};

// Account types and session roles (spec §6). Role strings come from the session's userRole list.

export const ACCOUNT_TYPES = ["admin", "superuser", "member"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const SESSION_ROLES = ["admin", "info", "payment"] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

export const isAccountType = (value: unknown): value is AccountType =>
  typeof value === "string" && (ACCOUNT_TYPES as readonly string[]).includes(value);

/** Role strings match exactly (case and spacing count); unknown strings are ignored. */
export const hasRole = (roles: readonly string[], role: SessionRole): boolean => roles.includes(role);

/** The admin pages: admin role only. */
export const canOpenAdminPages = (roles: readonly string[]): boolean => hasRole(roles, "admin");
/** An administrator decides on other accounts only: freezing or cancelling one's own would lock the
 * last administrator out, and granting one's own appeal is no review. */
export const canDecideOnAccount = (deciderId: number, accountId: number): boolean => deciderId !== accountId;
/** Confirming or rejecting a bank transfer, and every decision on an account: admin role only (D290;
 * the payment role is a buyer's, whose cost page opens on the payment link). */
export const canConfirmTransfers = (roles: readonly string[]): boolean => hasRole(roles, "admin");
/** The admin pages' audit trail (who decided what, when): read by whoever reads the accounts (D290). */
export const canReadAudit = (roles: readonly string[]): boolean =>
  hasRole(roles, "info") || hasRole(roles, "admin");
/** Information management: info or admin role. */
export const canManageInformation = (roles: readonly string[]): boolean =>
  hasRole(roles, "info") || hasRole(roles, "admin");
/** A payment user: payment role. */
export const isPaymentUser = (roles: readonly string[]): boolean => hasRole(roles, "payment");

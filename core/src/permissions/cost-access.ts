// The cost page target (spec §2.6, §6). Decision: "cost permission" is any of TS.AI, TS.SO, TS.EMAIL,
// TS.CDS.download_limit, or the payment role. A payment user goes to /paymentLink (checked first, so
// a payment user never lands on /records); a user with no cost permission goes to /records; anyone
// else to the cost page itself.

import { hasAiMarketing, hasDownloadLimit, hasEmail, hasTradeSo } from "./permission-checks.ts";
import type { Permissions } from "./permission-tree.ts";
import { isPaymentUser } from "./roles.ts";

export type CostPageTarget = "paymentLink" | "records" | "overview";

export const hasCostPermission = (permissions: Permissions, roles: readonly string[]): boolean =>
  hasAiMarketing(permissions) ||
  hasTradeSo(permissions) ||
  hasEmail(permissions) ||
  hasDownloadLimit(permissions) ||
  isPaymentUser(roles);

export const costPageTarget = (permissions: Permissions, roles: readonly string[]): CostPageTarget => {
  if (isPaymentUser(roles)) return "paymentLink";
  return hasCostPermission(permissions, roles) ? "overview" : "records";
};

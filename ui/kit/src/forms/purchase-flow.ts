// The steps of the purchase form that need no React: who is there, which tier the address asks
// for, and the form's checks beyond core's (the emailed code).
import {
  type FieldIssue,
  isBlank,
  isPackageTierId,
  isStrictEmail,
  type PackageTerm,
  type PackageTierId,
  validatePurchaseForm,
} from "@portolan/core";
import { dataClient } from "../data/data-client.ts";
import type { PurchaseValues } from "./purchase-store.ts";

/** The fields top to bottom: the first one in error takes the focus. */
export const ORDER: readonly (keyof PurchaseValues)[] = [
  "firstName",
  "lastName",
  "email",
  "emailCode",
  "password",
  "termsAgreed",
  "captcha",
];

export type Who =
  | { readonly kind: "checking" }
  | { readonly kind: "guest" }
  | { readonly kind: "member"; readonly name: string };

/** The identity call without the session's expiry handling: a visitor is simply a guest here. */
export const whoIsThere = async (): Promise<Who> => {
  const result = await dataClient().call("identity", {}, { ownsExpiry: true });
  return result.ok ? { kind: "member", name: result.data.email ?? result.data.account } : { kind: "guest" };
};

/**
 * The terms of a signed-in buyer's packages (the account overview), so the form can say that an order
 * renews the package held (issue 29 item 11); none when they cannot be read: the order goes on.
 */
export const termsOfMember = async (): Promise<readonly PackageTerm[]> => {
  const result = await dataClient().call("accountOverview", {}, { ownsExpiry: true });
  return result.ok ? result.data.services : [];
};

export const tierOfQuery = (): PackageTierId | undefined => {
  const tier = new URLSearchParams(window.location.search).get("tier")?.toUpperCase();
  return isPackageTierId(tier) ? tier : undefined;
};

/** Sending the code needs a valid address (the purchase form's email rule). */
export const emailIssues = (email: string): readonly FieldIssue[] => {
  if (isBlank(email)) return [{ field: "email", message: "validation.purchase.emailRequired" }];
  return isStrictEmail(email) ? [] : [{ field: "email", message: "validation.email.invalid" }];
};

/** Core's purchase checks, then the emailed code, which registration needs too. */
export const purchaseIssues = (values: PurchaseValues): readonly FieldIssue[] => [
  ...validatePurchaseForm(values),
  ...(isBlank(values.emailCode)
    ? [{ field: "emailCode", message: "validation.creditEnquiry.captchaRequired" } as const]
    : []),
];

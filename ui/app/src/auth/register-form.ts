// The free-register form of /register: the provider's `register` (the purchase form's account: first
// and last name, email with the code mailed to it, password, terms, the captcha), so the checks and
// field order are the purchase form's (core's validatePurchaseForm plus the emailed code).
import type { Locale } from "@portolan/core";
import { routeById } from "@portolan/core";
import { createFormStore } from "@portolan/kit/forms/form-store.ts";
import { emailIssues, ORDER, purchaseIssues } from "@portolan/kit/forms/purchase-flow.ts";
import { emptyPurchase, type PurchaseValues } from "@portolan/kit/forms/purchase-store.ts";
import { createSendCodeStore } from "@portolan/kit/forms/send-code-store.ts";

export type RegisterValues = PurchaseValues;

export const REGISTER_ORDER = ORDER;
export const emptyRegister: RegisterValues = emptyPurchase;
export const registerIssues = purchaseIssues;
/** Sending the code needs a valid address. */
export const registerEmailIssues = emailIssues;

export const registerForm = createFormStore(emptyRegister);
export const registerSendCode = createSendCodeStore();

/** The service terms of the user's language (spec §2.5 {public}/terms). */
export const termsPathOf = (locale: Locale): string => routeById("terms")?.paths[locale] ?? "/cn/terms";

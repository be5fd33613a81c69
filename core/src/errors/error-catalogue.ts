// The error catalogue of spec §8 as data: what each body code and each situation does.

import { DESIGNED_CODES, ERROR_CODES, isExpiredCode } from "./error-codes.ts";
import type { ErrorMessageId } from "./error-messages.ts";

export type NoticeLevel = "error" | "warning";

export type ErrorBehaviour =
  | { readonly kind: "notify"; readonly level: NoticeLevel; readonly messageId: ErrorMessageId }
  /** Show nothing; remove the token cookie, log out, go to the language home. */
  | { readonly kind: "expire" }
  | { readonly kind: "log-only" }
  | { readonly kind: "not-found-page" }
  | { readonly kind: "error-page"; readonly status: number }
  /** Reload the page, at most once per CHUNK_RELOAD_WINDOW_MS. */
  | { readonly kind: "reload-once" };

const notify = (messageId: ErrorMessageId): ErrorBehaviour => ({ kind: "notify", level: "error", messageId });

/** The message of each named code. Decision: every code shows as an error, none as a warning. */
export const CODE_MESSAGES: Readonly<Record<number, ErrorMessageId>> = {
  [ERROR_CODES.WRONG_PARAMETERS]: "errors.code.wrongParameters",
  [ERROR_CODES.WRONG_PARAMETERS_2]: "errors.code.wrongParameters",
  [ERROR_CODES.WRONG_PARAMETERS_3]: "errors.code.wrongParameters",
  [ERROR_CODES.WRONG_PARAMETERS_4]: "errors.code.wrongParameters",
  [ERROR_CODES.INTERFACE_EXCEPTION]: "errors.code.interfaceException",
  [ERROR_CODES.FREQUENT_MOBILE_CODES]: "errors.code.frequentMobileCodes",
  [ERROR_CODES.FREQUENT_EMAIL_CODES]: "errors.code.frequentEmailCodes",
  [ERROR_CODES.CODE_SENDING_FAILED]: "errors.code.codeSendingFailed",
  [ERROR_CODES.VERIFICATION_CODE_ERROR]: "errors.code.verificationCode",
  [DESIGNED_CODES.LOGIN_FAILED]: "errors.login.failed",
  [DESIGNED_CODES.ACCOUNT_FROZEN]: "errors.account.frozen",
  [DESIGNED_CODES.ACCOUNT_CANCELLED]: "errors.account.cancelled",
  [DESIGNED_CODES.CAPTCHA_INCORRECT]: "errors.captcha.incorrect",
  [DESIGNED_CODES.TOO_MANY_ATTEMPTS]: "errors.tooManyAttempts",
  [DESIGNED_CODES.LOGIN_WAIT]: "errors.login.wait",
  [DESIGNED_CODES.RESET_LINK_INVALID]: "errors.reset.linkInvalid",
  [DESIGNED_CODES.ORDER_NOT_FOUND]: "errors.order.notFound",
  [DESIGNED_CODES.ORDER_INVALID]: "errors.order.invalid",
  [DESIGNED_CODES.ORDER_ALREADY_PAID]: "errors.order.alreadyPaid",
  [DESIGNED_CODES.PACKAGE_UNAVAILABLE]: "errors.package.unavailable",
  [DESIGNED_CODES.IDEMPOTENCY_CONFLICT]: "errors.idempotency.conflict",
  [DESIGNED_CODES.PAYMENT_DECLINED]: "errors.payment.declined",
  [DESIGNED_CODES.PAYMENT_PROVIDER_FAILED]: "errors.payment.providerFailed",
  [DESIGNED_CODES.ORDER_OWNER_ONLY]: "errors.payment.ownerOnly",
  [DESIGNED_CODES.OEM_HOST_REFUSED]: "errors.oem.hostRefused",
  [DESIGNED_CODES.OEM_TICKET_INVALID]: "errors.oem.ticketInvalid",
  [DESIGNED_CODES.MAIN_ACCOUNT_ONLY]: "errors.team.mainAccountOnly",
  [DESIGNED_CODES.NOT_YOUR_SUB_ACCOUNT]: "errors.team.notYourSubAccount",
  [DESIGNED_CODES.ADMIN_ONLY]: "errors.admin.only",
  [DESIGNED_CODES.ADMIN_UNKNOWN_ACCOUNT]: "errors.admin.unknownAccount",
  [DESIGNED_CODES.ADMIN_NO_APPEAL]: "errors.admin.noAppeal",
  [DESIGNED_CODES.ADMIN_OWN_ACCOUNT]: "errors.admin.ownAccount",
  [DESIGNED_CODES.ADMIN_NOT_BREACH]: "errors.admin.notBreach",
  [DESIGNED_CODES.ADMIN_TRANSFER_AMOUNT]: "errors.admin.transferAmount",
  [DESIGNED_CODES.UNSUPPORTED_CONTENT_TYPE]: "errors.http.unsupportedContentType",
  [DESIGNED_CODES.API_KEY_LIMIT]: "errors.apiKey.limit",
  [DESIGNED_CODES.API_KEY_UNKNOWN]: "errors.apiKey.unknown",
  [DESIGNED_CODES.API_KEY_INVALID]: "errors.apiKey.invalid",
  [DESIGNED_CODES.COLLECTION_FULL]: "errors.collection.full",
  [DESIGNED_CODES.COLLECTION_UNKNOWN_ITEM]: "errors.collection.unknownItem",
  [DESIGNED_CODES.TRACKING_FULL]: "errors.tracking.full",
  [DESIGNED_CODES.TRACKED_SEARCHES_FULL]: "errors.tracking.searchesFull",
  [DESIGNED_CODES.TRACKING_UNKNOWN_ITEM]: "errors.tracking.unknownItem",
  [DESIGNED_CODES.TRADE_DATASET_NOT_OWNED]: "errors.trade.datasetNotOwned",
  [DESIGNED_CODES.TRADE_KIND_UNSUPPORTED]: "errors.trade.kindUnsupported",
  [DESIGNED_CODES.TRADE_PARTNER_REPORT]: "errors.trade.partnerReport",
  [DESIGNED_CODES.BUYER_SEARCH_NOT_IN_PACKAGE]: "errors.trade.buyerSearch",
  [DESIGNED_CODES.TRADE_SEARCH_NOT_IN_PACKAGE]: "errors.trade.tradeSearch",
  [DESIGNED_CODES.TRADE_BROAD_PAGE]: "errors.trade.broadPage",
  [DESIGNED_CODES.TRADE_BROAD_SORT]: "errors.trade.broadSort",
  [DESIGNED_CODES.EXPORT_BUSY]: "errors.export.busy",
  [DESIGNED_CODES.EXPORT_UNKNOWN]: "errors.export.unknown",
  [DESIGNED_CODES.STATS_MARKET_ANALYSIS]: "errors.stats.marketAnalysis",
  [DESIGNED_CODES.FIRM_UNKNOWN]: "errors.firm.unknown",
  [DESIGNED_CODES.FIRM_SPELLING_NOT_OF_FIRM]: "errors.firm.spellingNotOfFirm",
  [DESIGNED_CODES.FIRM_SAME_AS_ITSELF]: "errors.firm.sameAsItself",
  [DESIGNED_CODES.FIRM_REPORT_DECIDED]: "errors.firm.reportDecided",
  [DESIGNED_CODES.FIRM_REPORT_UNKNOWN]: "errors.firm.reportUnknown",
};

/** What a failing body code does: 401 and 402 expire the session; other codes notify. */
export const behaviourOfCode = (code: number): ErrorBehaviour =>
  isExpiredCode(code) ? { kind: "expire" } : notify(CODE_MESSAGES[code] ?? "errors.code.other");

export const SITUATIONS = [
  "http-error",
  "network-failure",
  "unknown-route",
  "invalid-locale",
  "route-validation",
  "unknown-middleware",
  "route-error",
  "chunk-load-failure",
  "oem-redirect-failure",
  "identity-failure",
  "logout-failure",
] as const;
export type Situation = (typeof SITUATIONS)[number];

/** What each situation of §8 does (identity failures are only logged: §4 Session). */
export const SITUATION_BEHAVIOURS: Readonly<Record<Situation, ErrorBehaviour>> = {
  "http-error": notify("errors.http.status"),
  "network-failure": notify("errors.network.failed"),
  "unknown-route": { kind: "not-found-page" },
  "invalid-locale": { kind: "not-found-page" },
  "route-validation": { kind: "not-found-page" },
  "unknown-middleware": { kind: "error-page", status: 500 },
  "route-error": { kind: "error-page", status: 500 },
  "chunk-load-failure": { kind: "reload-once" },
  "oem-redirect-failure": notify("errors.oem.redirectFailed"),
  "identity-failure": { kind: "log-only" },
  "logout-failure": { kind: "log-only" },
};

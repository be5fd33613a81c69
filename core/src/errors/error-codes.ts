// Body codes of the provider's answers (spec §7, §8): the one home of every code the product names.

/** A call succeeded when its body code is one of these. */
export const SUCCESS_CODES = [0, 1, 200] as const;
/** The identity call signs in only on these (spec §4 Session). */
export const IDENTITY_SUCCESS_CODES = [1, 200] as const;
/** The session has expired: log out silently and go to the language home. */
export const EXPIRED_CODES = [401, 402] as const;

export const ERROR_CODES = {
  WRONG_PARAMETERS: 10001,
  WRONG_PARAMETERS_2: 10002,
  WRONG_PARAMETERS_3: 10003,
  WRONG_PARAMETERS_4: 10004,
  VERIFICATION_CODE_ERROR: 20008,
  INTERFACE_EXCEPTION: 60007,
  FREQUENT_MOBILE_CODES: 140006,
  FREQUENT_EMAIL_CODES: 140010,
  CODE_SENDING_FAILED: 140015,
} as const;

/**
 * Codes designed here for outcomes the spec implies but does not number (decision in
 * docs/decisions.md, "Designed body codes"). They sit in ranges the spec's codes do not use.
 */
export const DESIGNED_CODES = {
  /** Login: unknown account or wrong password, one answer for both. */
  LOGIN_FAILED: 20001,
  ACCOUNT_FROZEN: 20002,
  ACCOUNT_CANCELLED: 20003,
  /** The image captcha was answered wrong, or has expired or been used. */
  CAPTCHA_INCORRECT: 20009,
  /** Too many attempts from one address in a short time (login, captcha guessing). */
  TOO_MANY_ATTEMPTS: 20010,
  /** Sign-in on this login must wait a little after wrong passwords (D159); data.params.seconds. */
  LOGIN_WAIT: 20011,
  /** A password-reset link that is unknown, used already or past its time. */
  RESET_LINK_INVALID: 20012,
  ORDER_NOT_FOUND: 30001,
  /** The order is invalid (reservation over, or the service upgraded, offline or re-priced). */
  ORDER_INVALID: 30002,
  ORDER_ALREADY_PAID: 30003,
  PACKAGE_UNAVAILABLE: 30004,
  /** The same Idempotency-Key was sent with a different request. */
  IDEMPOTENCY_CONFLICT: 30005,
  PAYMENT_DECLINED: 30006,
  PAYMENT_PROVIDER_FAILED: 30007,
  /** A sandbox payment is completed only by the account that placed the order (no money moves). */
  ORDER_OWNER_ONLY: 30008,
  /** The OEM system's address is not an http(s) URL of an allowed host. */
  OEM_HOST_REFUSED: 40001,
  /** An SSO ticket that is unknown, used already or past its 60 seconds. */
  OEM_TICKET_INVALID: 40002,
  /** Only a main account (level 0) manages its team. */
  MAIN_ACCOUNT_ONLY: 50001,
  /** The account is not a sub-account of the caller. */
  NOT_YOUR_SUB_ACCOUNT: 50002,
  /** The admin pages need the admin role (reading accounts: info or admin). */
  ADMIN_ONLY: 51001,
  ADMIN_UNKNOWN_ACCOUNT: 51002,
  /** The account has no appeal waiting for a decision. */
  ADMIN_NO_APPEAL: 51003,
  /** An administrator cannot decide on their own account (core's canDecideOnAccount). */
  ADMIN_OWN_ACCOUNT: 51004,
  /** Only an account cancelled for a breach can be reinstated (core's applyDecision, D291). */
  ADMIN_NOT_BREACH: 51005,
  /** A bank transfer confirmed with another amount than the order's: nothing changed (D148, D290). */
  ADMIN_TRANSFER_AMOUNT: 51006,
  /** A trade query names a data set the caller's package does not grant (data.params.dataset). */
  TRADE_DATASET_NOT_OWNED: 52001,
  /** A trade query searches a data set in a way its flags do not support (spec §5). */
  TRADE_KIND_UNSUPPORTED: 52002,
  /** The partner report needs its permission (spec §6: partner report 16). */
  TRADE_PARTNER_REPORT: 52003,
  /** A page past the first 10,000 shipments of a broad search (core's broadQueryRefusal). */
  TRADE_BROAD_PAGE: 52004,
  /** A broad search in another order than newest first (core's broadQueryRefusal). */
  TRADE_BROAD_SORT: 52005,
  /** An account has EXPORTS_IN_PROGRESS_MAX exports queued or running already (D217). */
  EXPORT_BUSY: 54001,
  /** No such finished export of the caller's (unknown, another account's, unfinished or deleted). */
  EXPORT_UNKNOWN: 54002,
  /** An account has its ten data API keys in use already. */
  API_KEY_LIMIT: 53001,
  /** The account has no such data API key in use (unknown or revoked). */
  API_KEY_UNKNOWN: 53002,
  /** A call with an API key that is unknown or revoked. */
  API_KEY_INVALID: 53003,
  /** The account's collection holds COLLECTION_MAX_ITEMS items already. */
  COLLECTION_FULL: 55001,
  /** The account's collection has no such item (unknown, or removed already). */
  COLLECTION_UNKNOWN_ITEM: 55002,
  /** The account tracks TRACKED_COMPANIES_MAX companies already. */
  TRACKING_FULL: 55003,
  /** Market analysis (/stats/cn, /stats/un) needs its permission (spec §6: market analysis 128). */
  STATS_MARKET_ANALYSIS: 57001,
  /** Buyer search needs its permission (spec §6: global buyers 32). */
  BUYER_SEARCH_NOT_IN_PACKAGE: 58001,
  /** Trade search needs its permission (spec §6: trade search 64). */
  TRADE_SEARCH_NOT_IN_PACKAGE: 58002,
  /** The account tracks TRACKED_SEARCHES_MAX searches already. */
  TRACKED_SEARCHES_FULL: 56001,
  /** The account tracks no such item (unknown, or untracked already). */
  TRACKING_UNKNOWN_ITEM: 56002,
  /** Firm feedback (D307): no such firm (unknown id, or gone without a redirect). */
  FIRM_UNKNOWN: 59001,
  /** Firm feedback: the name is not one of the firm's other names. */
  FIRM_SPELLING_NOT_OF_FIRM: 59002,
  /** Firm feedback: "same company as" itself. */
  FIRM_SAME_AS_ITSELF: 59003,
  /** Firm feedback: the report was decided already (or its rule withdrawn, or withdrawing an undecided one). */
  FIRM_REPORT_DECIDED: 59004,
  /** Firm feedback: no such report. */
  FIRM_REPORT_UNKNOWN: 59005,
  /** The body's Content-Type is not the endpoint's encoding (answered with HTTP 415). */
  UNSUPPORTED_CONTENT_TYPE: 10415,
} as const;

/** Whether `code` is a success among `successCodes` (any call: 0, 1, 200; identity: 1, 200). */
export const isSuccessCode = (code: number, successCodes: readonly number[] = SUCCESS_CODES): boolean =>
  successCodes.includes(code);

export const isExpiredCode = (code: number): code is 401 | 402 =>
  (EXPIRED_CODES as readonly number[]).includes(code);

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

/** Whether `code` is a success among `successCodes` (any call: 0, 1, 200; identity: 1, 200). */
export const isSuccessCode = (code: number, successCodes: readonly number[] = SUCCESS_CODES): boolean =>
  successCodes.includes(code);

export const isExpiredCode = (code: number): code is 401 | 402 =>
  (EXPIRED_CODES as readonly number[]).includes(code);

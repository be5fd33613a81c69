// Length limits of every free-text field of the public forms (spec §3, §5), shared by the browser
// and the embedded server so both refuse the same input. The spec gives none: see the validation
// decisions. Lengths are counted in Unicode code points of the trimmed text.

/** Personal, company and contact names, job titles, subjects, countries and services. */
export const NAME_MAX_LENGTH = 200;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 500;
/** Free-text messages and descriptions. */
export const MESSAGE_MAX_LENGTH = 5_000;
export const SITE_URL_MAX_LENGTH = 2_048;
/** Codes sent by mail or text message, as typed. */
export const CAPTCHA_MAX_LENGTH = 32;
/** The captcha's answer: the payload of a solved proof-of-work challenge (D279), about 700 characters. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4_000;
/** Spec §5: "password at least 6 characters". */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** A debt value as typed, separators included. */
export const DEBT_VALUE_MAX_LENGTH = 30;

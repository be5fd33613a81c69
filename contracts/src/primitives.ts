// Structural building blocks of the wire. Only shapes and generous size limits live here: the
// business rules (required, email pattern, password length…) belong to core and run before a call.
import { Schema } from "effect";

/** Upper bound of any long free text a user types (messages, details). A guard, not a rule. */
export const LONG_TEXT_MAX = 10_000;
/** Upper bound of one-line text a user types (names, emails, phones, answers). */
export const LINE_TEXT_MAX = 1_000;

/** Long free text: a message, details of a contact. */
export const LongText = Schema.String.check(Schema.isMaxLength(LONG_TEXT_MAX));
/** One line of typed text: a name, an email, a phone number, a code. */
export const LineText = Schema.String.check(Schema.isMaxLength(LINE_TEXT_MAX));

/** A count of things (records, countries, companies). */
export const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** A point in time as epoch milliseconds (the house rule for times on the wire). */
export const EpochMillis = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** A calendar date as `yyyy-MM-dd` (spec §9 date format). The shape only, not the calendar. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

/** An amount of money in major units (899 for $899). */
export const MoneyAmount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));

/** An ISO 4217 currency code such as USD. */
export const CurrencyCode = Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/));

/** A two-letter country code (ISO 3166-1 alpha-2) as in the country tables of spec §3. */
export const CountryCode = Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/));

/** The site locales of spec §9, as the provider receives them (serviceName of the demo form). */
export const WireLocale = Schema.Literals(["zh", "en", "ru"]);
export type WireLocale = typeof WireLocale.Type;

/** The header that makes a payment call safe to retry: the same key never charges twice. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** A client-chosen key (a UUID in practice), opaque to the provider: visible ASCII, as headers allow. */
export const IdempotencyKey = Schema.String.check(Schema.isPattern(/^[\x21-\x7E]{1,255}$/));
/** The headers of a call that carries an idempotency key. */
export const IdempotencyHeaders = Schema.Struct({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey });

/** Upper bound of a captcha payload: a solved challenge is about 700 characters. A guard, not a rule. */
export const CAPTCHA_PAYLOAD_MAX = 4_000;

/**
 * The answer to the captcha (designed here, D279): the ALTCHA payload the browser's widget gives once
 * it has solved the proof-of-work challenge of `getCaptcha`, base64 of JSON. Calls carry it as
 * `captcha`.
 */
export const CaptchaAnswer = Schema.String.check(Schema.isMaxLength(CAPTCHA_PAYLOAD_MAX));
export type CaptchaAnswer = typeof CaptchaAnswer.Type;

// The two email patterns and the domain pattern of spec §5 ("Generic patterns").
// Every pattern is anchored and written so that each input position can be consumed in only one
// way (character classes that exclude the separator that follows them), so matching stays linear
// even on long adversarial input.
import { EMAIL_MAX_LENGTH } from "./field-limits.ts";

/** One dot-atom piece of a local part: anything but separators, quotes, brackets and whitespace. */
const LOCAL_ATOM = String.raw`[^\s@"()<>\[\]\\.,;:]+`;
const QUOTED_LOCAL = String.raw`"(?:[^"\\\r\n]|\\[^\r\n])+"`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const BRACKETED_IPV4 = String.raw`\[${OCTET}(?:\.${OCTET}){3}\]`;
/** A letter-digit-hyphen label of 1 to 63 characters that neither starts nor ends with a hyphen. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LEVEL = "[A-Za-z]{2,63}";

/**
 * (a) The general pattern: a dot-atom or quoted local part, "@", then host names ending in a
 * top-level domain of 2+ letters, or a bracketed IPv4 address. Used by the contact, debt-claim and
 * credit forms.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?:${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*|${QUOTED_LOCAL})@(?:${BRACKETED_IPV4}|(?:${LABEL}\\.)+${TOP_LEVEL})$`,
);

/**
 * (b) The strict pattern for addresses that become an account login (the purchase form): ASCII
 * letters, digits and . _ % + - in the local part (no leading, trailing or doubled dot), a host name
 * and a 2+ letter top-level domain; no quoted local parts, no IP addresses.
 */
export const STRICT_EMAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@(?:${LABEL}\\.)+${TOP_LEVEL}$`,
);

/** A host name with an optional http:// or https:// prefix and an optional trailing slash. */
export const DOMAIN_PATTERN = new RegExp(`^(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:${LABEL}\\.)+${TOP_LEVEL}/?$`);

const withinLength = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH;

/** Pattern (a) on the trimmed text, within the 254-character limit. */
export const isEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return withinLength(trimmed) && EMAIL_PATTERN.test(trimmed);
};

/** Pattern (b) on the trimmed text, within the 254-character limit. */
export const isStrictEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return withinLength(trimmed) && STRICT_EMAIL_PATTERN.test(trimmed);
};

/** The domain pattern on the trimmed text. */
export const isDomain = (value: string): boolean => DOMAIN_PATTERN.test(value.trim());

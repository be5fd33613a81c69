// Spec §5: "A site URL without http is prefixed with http:// before opening." Anything that would
// not open as a plain http or https page on the host the user typed is refused.
import { err, ok, type Result } from "../shared/result.ts";
import { SITE_URL_MAX_LENGTH } from "./field-limits.ts";
import type { ValidationMessageId } from "./validation-messages.ts";
import { parseUrl } from "./whatwg-url.ts";

export interface SiteUrl {
  /** The URL as the WHATWG parser serialises it, e.g. "http://example.com/". */
  readonly href: string;
  /** Host name and non-default port, lowercased and IDNA-encoded, e.g. "xn--bcher-kva.de:8080". */
  readonly host: string;
  /** The host without its port, e.g. "xn--bcher-kva.de". */
  readonly hostname: string;
}

export type SiteUrlRefusalReason =
  | "empty"
  | "tooLong"
  | "unsafeCharacter"
  | "scheme"
  | "credentials"
  | "host";

export interface SiteUrlRefusal {
  readonly reason: SiteUrlRefusalReason;
  readonly message: ValidationMessageId;
}

/** Code-point ranges refused anywhere: controls, whitespace, invisible and bidi characters. */
const UNSAFE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x20],
  [0x7f, 0xa0],
  [0xad, 0xad],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
/** Backslashes too: the URL parser reads them as slashes in http addresses. */
const hasUnsafeCharacter = (text: string): boolean =>
  [...text].some((ch) => {
    const c = ch.codePointAt(0) ?? 0;
    return ch === "\\" || UNSAFE_RANGES.some(([from, to]) => c >= from && c <= to);
  });
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const WEB_SCHEME = /^https?:\/\/(?=[^/])/i;
/** "host:8080", "host:8080/path": a port, not a scheme. */
const HOST_AND_PORT = /^[^:/?#]+:\d{1,5}(?:[/?#]|$)/;
/** Never read as a host, even when followed by digits ("javascript:1"). */
const NON_WEB_SCHEMES = new Set(["javascript", "vbscript", "data", "file", "blob", "about", "filesystem"]);

const refuse = (reason: SiteUrlRefusalReason): Result<never, SiteUrlRefusal> =>
  err({
    reason,
    message: reason === "empty" ? "validation.siteUrl.required" : "validation.siteUrl.invalid",
  });

type Candidate = { readonly url: string } | { readonly refused: SiteUrlRefusalReason };

/** The input with an http or https scheme, or the reason it cannot have one. */
const withScheme = (text: string): Candidate => {
  if (WEB_SCHEME.test(text)) return { url: text };
  if (text.startsWith("/")) return { refused: "host" };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return { url: `http://${text}` };
  if (scheme === "http" || scheme === "https") return { refused: "host" };
  if (NON_WEB_SCHEMES.has(scheme) || !HOST_AND_PORT.test(text)) return { refused: "scheme" };
  return { url: `http://${text}` };
};

export const normaliseSiteUrl = (input: string): Result<SiteUrl, SiteUrlRefusal> => {
  const text = input.trim();
  if (text === "") return refuse("empty");
  if (text.length > SITE_URL_MAX_LENGTH) return refuse("tooLong");
  if (hasUnsafeCharacter(text)) return refuse("unsafeCharacter");
  const candidate = withScheme(text);
  if ("refused" in candidate) return refuse(candidate.refused);
  const authority = candidate.url.slice(candidate.url.indexOf("//") + 2).split(/[/?#]/, 1)[0] ?? "";
  if (authority.includes("@")) return refuse("credentials");
  if (authority.includes("%")) return refuse("host");
  const url = parseUrl(candidate.url);
  // Belt and braces: the checks above already rule out every way these could fail but a bad host.
  const safe =
    url !== undefined &&
    url.hostname !== "" &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.username === "" &&
    url.password === "";
  if (!safe) return refuse("host");
  // Percent-encoding can lengthen the text; the limit holds for the output too (idempotence).
  return url.href.length > SITE_URL_MAX_LENGTH
    ? refuse("tooLong")
    : ok({ href: url.href, host: url.host, hostname: url.hostname });
};

// What the system switcher may open (spec §2.6 System-switcher drawer, §7 OEM redirect URL): only a
// plain http or https address, and for the answer of the redirect call only one on the host of one of
// the session's OEM systems (the provider answers on the host it was asked for). Decisions: the scheme
// must be written out (an answer "evil.test" is not taken as http://evil.test); anything else opens
// nothing and shows the refusal of errors.oem.hostRefused. A system is reached with the scheme it is
// configured with (a bare domain means https): an answer that would take an https system to plain
// http is not opened, since the ticket it carries would travel in the clear.

import type { OemDomain } from "../session/session.ts";
import { normaliseSiteUrl } from "../validation/site-url.ts";

const EXPLICIT_WEB_SCHEME = /^https?:\/\//i;

/** The address to open, or undefined unless it is an explicit http(s) URL that is safe to open. */
export const openableUrl = (text: string): string | undefined => {
  if (!EXPLICIT_WEB_SCHEME.test(text.trim())) return undefined;
  const url = normaliseSiteUrl(text);
  return url.ok ? url.value.href : undefined;
};

const hostOf = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined;
  const url = normaliseSiteUrl(text);
  return url.ok ? url.value.host : undefined;
};

/** The hosts (with any non-default port) of the session's OEM systems. */
export const oemHosts = (oemDomains: readonly OemDomain[]): ReadonlySet<string> =>
  new Set(
    oemDomains
      .flatMap((o) => [hostOf(o.companyDomain), hostOf(o.link)])
      .filter((h): h is string => h !== undefined),
  );

/**
 * The origin ("https://host:port") a configured system address stands for: its own scheme when it
 * is written out, https for a bare host; undefined when it is not a safe web address.
 */
export const systemOrigin = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined;
  const url = normaliseSiteUrl(text);
  if (!url.ok) return undefined;
  const explicit = EXPLICIT_WEB_SCHEME.test(text.trim());
  const secure = explicit ? url : normaliseSiteUrl(`https://${text.trim()}`);
  if (!secure.ok) return undefined;
  const scheme = secure.value.href.startsWith("https:") ? "https:" : "http:";
  return `${scheme}//${secure.value.host}`;
};

/** Each host of the given system addresses with its origin; https wins for a host written both ways. */
export const originsByHost = (texts: readonly (string | undefined)[]): ReadonlyMap<string, string> => {
  const origins = new Map<string, string>();
  for (const origin of texts.map(systemOrigin)) {
    if (origin === undefined) continue;
    const host = origin.slice(origin.indexOf("//") + 2);
    if (!origins.get(host)?.startsWith("https:")) origins.set(host, origin);
  }
  return origins;
};

/** The origins of the session's OEM systems, by host. */
export const oemOrigins = (oemDomains: readonly OemDomain[]): ReadonlyMap<string, string> =>
  originsByHost(oemDomains.flatMap((o) => [o.companyDomain, o.link]));

/** The redirect call's answer as the URL to open, or undefined when it must not be opened. */
export const oemOpenUrl = (answer: string, oemDomains: readonly OemDomain[]): string | undefined => {
  const href = openableUrl(answer);
  if (href === undefined) return undefined;
  const host = hostOf(href) ?? "";
  const origin = oemOrigins(oemDomains).get(host);
  return origin !== undefined && href.startsWith(`${origin}/`) ? href : undefined;
};

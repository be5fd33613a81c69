// What the system switcher may open (spec §2.6 System-switcher drawer, §7 OEM redirect URL): only a
// plain http or https address, and for the answer of the redirect call only one on the host of one of
// the session's OEM systems (the provider answers on the host it was asked for). Decisions: the scheme
// must be written out (an answer "evil.test" is not taken as http://evil.test); anything else opens
// nothing and shows the refusal of errors.oem.hostRefused.

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

/** The redirect call's answer as the URL to open, or undefined when it must not be opened. */
export const oemOpenUrl = (answer: string, oemDomains: readonly OemDomain[]): string | undefined => {
  const href = openableUrl(answer);
  if (href === undefined) return undefined;
  return oemHosts(oemDomains).has(hostOf(href) ?? "") ? href : undefined;
};

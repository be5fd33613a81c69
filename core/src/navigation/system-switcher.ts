// The system-switcher drawer (spec §2.6, §7 OEM redirect URL): the OEM systems of the session and the
// open-platform entry when OPENS. An OEM system with a direct link opens it; one with a company domain
// is reached through the SSO redirect call (redirect = companyDomain + "/login", client "", mode
// "cloud"). Decisions: a direct link wins over a domain; a system with neither is left out; the
// name is systemName["zh-cn"] in Chinese and systemName.en otherwise, falling back to the other
// language, then to the domain or link; the open platform is {console}/open-platform; a link or a
// domain that is not an explicit http(s) address (oem-open-url.ts) counts as absent.

import { hasOpenPlatform } from "../permissions/permission-checks.ts";
import type { Permissions } from "../permissions/permission-tree.ts";
import type { OemDomain, Session } from "../session/session.ts";
import { at, type NavBases, type NavLocale } from "./nav-model.ts";
import { openableUrl } from "./oem-open-url.ts";

export interface SsoRedirectQuery {
  readonly redirect: string;
  readonly client: "";
  readonly mode: "cloud";
}

export type SwitcherAction =
  | { readonly kind: "sso"; readonly query: SsoRedirectQuery }
  | { readonly kind: "link"; readonly href: string };

export interface SwitcherEntry {
  readonly id: string;
  /** The system's own name (OEM systems) — shown as is. */
  readonly text?: string;
  /** A message id (the open platform). */
  readonly name?: "nav.switcher.openPlatform";
  readonly action: SwitcherAction;
}

export interface SystemSwitcher {
  readonly title: "nav.switcher.title";
  readonly entries: readonly SwitcherEntry[];
}

export const ssoRedirectQuery = (companyDomain: string): SsoRedirectQuery => ({
  redirect: at(companyDomain, "/login"),
  client: "",
  mode: "cloud",
});

const systemName = (oem: OemDomain, locale: NavLocale): string => {
  const names = oem.systemName ?? {};
  const [first, second] = locale === "zh" ? [names["zh-cn"], names.en] : [names.en, names["zh-cn"]];
  return first || second || oem.companyDomain || oem.link || "";
};

const oemEntry = (oem: OemDomain, index: number, locale: NavLocale): SwitcherEntry[] => {
  const link = oem.link === undefined ? undefined : openableUrl(oem.link);
  const domain =
    oem.companyDomain !== undefined && openableUrl(oem.companyDomain) ? oem.companyDomain : undefined;
  const action: SwitcherAction | undefined = link
    ? { kind: "link", href: link }
    : domain
      ? { kind: "sso", query: ssoRedirectQuery(domain) }
      : undefined;
  return action === undefined ? [] : [{ id: `oem.${index}`, text: systemName(oem, locale), action }];
};

export const buildSystemSwitcher = (
  bases: NavBases,
  session: Session,
  permissions: Permissions,
  locale: NavLocale,
): SystemSwitcher => ({
  title: "nav.switcher.title",
  entries: [
    ...session.oemDomains.flatMap((oem, index) => oemEntry(oem, index, locale)),
    ...(hasOpenPlatform(permissions)
      ? [
          {
            id: "openPlatform",
            name: "nav.switcher.openPlatform",
            action: { kind: "link", href: at(bases.console, "/open-platform") },
          } as const,
        ]
      : []),
  ],
});

// The footer (spec §2.5): a QQ online-consult link, back to top, a request-a-demo dialog, and links
// for privacy, terms, sitemap, blog, browse manufacturers and contact. Decisions: the footers differ
// in that request a demo is for guests only (a signed-in user is already a customer); browse
// manufacturers and the QQ number are configuration (the spec gives no address) and are left out when
// not configured; privacy, terms, sitemap, blog and contact are the locale's public pages: the
// sitemap is the HTML page of the language (D191, /sitemap.xml is for crawlers), the blog is its list
// of articles, the news of /cn/news or the press list of /en and /ru (D192). QQ is a Chinese
// messenger: its link is on the Chinese site only (issue 12: it showed on the English and Russian).

import { qqConsultHref } from "./contact-widget.ts";
import type { NavMessageId } from "./nav-messages.ts";
import { type NavLocale, publicPath } from "./nav-model.ts";

export interface FooterConfig {
  readonly qq?: string;
  readonly manufacturersHref?: string;
}

/** The blog link's list of articles: the Chinese news, the English and Russian press list (D192). */
export const blogPath = (locale: NavLocale): string =>
  publicPath(locale, locale === "zh" ? "/news" : "/content/press");

export type FooterEntry =
  | {
      readonly kind: "link";
      readonly id: string;
      readonly name: NavMessageId;
      readonly href: string;
      readonly inside: boolean;
    }
  | {
      readonly kind: "action";
      readonly id: string;
      readonly name: NavMessageId;
      readonly action: "backToTop" | "requestDemo";
    };

const external = (id: string, name: NavMessageId, href: string | undefined): FooterEntry[] =>
  href ? [{ kind: "link", id, name, href, inside: false }] : [];
const inside = (id: string, name: NavMessageId, href: string): FooterEntry => ({
  kind: "link",
  id,
  name,
  href,
  inside: true,
});

export const buildFooter = (
  locale: NavLocale,
  signedIn: boolean,
  config: FooterConfig,
): readonly FooterEntry[] => [
  ...external(
    "footer.qq",
    "nav.footer.qq",
    locale !== "zh" || config.qq === undefined || config.qq === "" ? undefined : qqConsultHref(config.qq),
  ),
  { kind: "action", id: "footer.backToTop", name: "nav.footer.backToTop", action: "backToTop" },
  ...(signedIn
    ? []
    : [
        {
          kind: "action",
          id: "footer.requestDemo",
          name: "nav.footer.requestDemo",
          action: "requestDemo",
        } as const,
      ]),
  inside("footer.privacy", "nav.footer.privacy", publicPath(locale, "/privacy")),
  inside("footer.terms", "nav.footer.terms", publicPath(locale, "/terms")),
  inside("footer.sitemap", "nav.footer.sitemap", publicPath(locale, "/sitemap")),
  inside("footer.blog", "nav.footer.blog", blogPath(locale)),
  ...external("footer.manufacturers", "nav.footer.manufacturers", config.manufacturersHref),
  inside("footer.contact", "nav.footer.contact", publicPath(locale, "/contact")),
];

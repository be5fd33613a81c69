// The site's configuration: values the spec leaves to the deployment (§9 "Contact phone, QQ number,
// WeChat QR code and contact email values: not shown"; §2.6 configured base addresses). These are
// demo values; a deployment replaces them here.
import type { FooterConfig, Locale, NavBases } from "@portolan/core";

/** Base addresses of the console and the other sites ("" = this origin). */
export const NAV_BASES: NavBases = { home: "", data: "", crm: "", console: "", backend: "" };

export const CONTACT_PHONE = "+86 400 820 6688";
export const CONTACT_QQ = "800068866";
/** The WeChat QR code: see contact-config.ts (a placeholder image until the real one is set). */

/**
 * Footer links per language. Decision: browse manufacturers points at the site's own pages (the buyer
 * database / data countries) until a separate site is configured. Sitemap and blog are core's: the
 * language's HTML sitemap and its list of articles (D191, D192).
 */
export const FOOTER: Readonly<Record<Locale, FooterConfig>> = {
  zh: {
    qq: CONTACT_QQ,
    manufacturersHref: "/cn/product/buyer",
  },
  en: {
    qq: CONTACT_QQ,
    manufacturersHref: "/en/datacountries",
  },
  ru: {
    qq: CONTACT_QQ,
    manufacturersHref: "/ru/datacountries",
  },
};

/** The parent domain the lang cookie is scoped to (spec §4); undefined = this host only. */
export const LANG_COOKIE_DOMAIN: string | undefined = undefined;
export { LANG_COOKIE_MAX_AGE_SECONDS } from "@portolan/core";

/** Where page views are posted (spec §2.1); undefined = tracked in memory only. */
export const PAGE_VIEW_BEACON_URL: string | undefined = undefined;

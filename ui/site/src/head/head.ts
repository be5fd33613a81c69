// The <head> of a prerendered page: title, description, canonical address and hreflang alternates
// (core's alternatesOf), as HTML text. A page shown for a query value (countrydetail?country=US) is
// its own canonical address, query included, and so are its alternates.

import { alternatesOf, type RouteMatch } from "@portolan/core";
import type { PageMeta } from "../pages/page-module.ts";

export interface HeadLink {
  readonly rel: "canonical" | "alternate";
  readonly href: string;
  readonly hreflang?: string;
}

/** The links of a page: none on the not-found page. `search` is the variant's query, or "". */
export const headLinksOf = (
  match: RouteMatch | undefined,
  origin: string,
  path: string,
  search = "",
): readonly HeadLink[] =>
  match === undefined
    ? []
    : [
        { rel: "canonical", href: origin + path + search },
        ...alternatesOf(match.route, match.params).map((a) => ({
          rel: "alternate" as const,
          href: origin + a.path + search,
          hreflang: a.hreflang,
        })),
      ];

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const headTags = (meta: PageMeta, links: readonly HeadLink[]): string =>
  [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ...links.map((link) => {
      const lang = link.hreflang === undefined ? "" : ` hreflang="${link.hreflang}"`;
      return `<link rel="${link.rel}"${lang} href="${escapeHtml(link.href)}">`;
    }),
  ].join("\n    ");

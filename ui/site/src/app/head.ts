// The <head> of a page: title, description, canonical address and hreflang alternates (spec: built
// for search engines), as HTML text for the prerender.

import type { RouteMatch } from "@portolan/core";
import type { PageMeta } from "../pages/page-module.ts";
import { headLinksOf } from "./head-links.ts";

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const headTags = (
  meta: PageMeta,
  match: RouteMatch | undefined,
  origin: string,
  path: string,
): string => {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  ];
  for (const link of headLinksOf(match?.route.id, match?.params ?? {}, origin, path)) {
    const lang = link.hreflang === undefined ? "" : ` hreflang="${link.hreflang}"`;
    tags.push(`<link rel="${link.rel}"${lang} href="${escapeHtml(link.href)}">`);
  }
  return tags.join("\n    ");
};

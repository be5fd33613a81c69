// The <head> of a page: title, description, canonical address and hreflang alternates (spec: built
// for search engines), as HTML text for the prerender.

import { alternatesOf, type RouteMatch } from "@portolan/core";
import type { PageMeta } from "../pages/page-module.ts";

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
  if (match !== undefined) {
    tags.push(`<link rel="canonical" href="${escapeHtml(origin + path)}">`);
    for (const alt of alternatesOf(match.route, match.params)) {
      tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(origin + alt.path)}">`);
    }
  }
  return tags.join("\n    ");
};

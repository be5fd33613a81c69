// The solutions of the English and Russian sites (spec §2.3, §2.4): the English detail page takes the
// query contId and name; the Russian site has one sub-path of /ru/solutions per solution.

import { queryValue } from "../locale/url-parts.ts";
import type { SiteMessageId } from "./site-messages.ts";

export interface Solution {
  /** The English name, also sent as the `name` query of /en/solutionsdetail. */
  readonly name: string;
  readonly contId: number;
  /** The sub-path of /ru/solutions. */
  readonly ruSlug: string;
  readonly messageId: SiteMessageId;
}

// Decision: the two lists of the spec are in the same order, so the nth English solution is the nth
// Russian slug.
export const SOLUTIONS: readonly Solution[] = [
  { name: "Buyers", contId: 998, ruSlug: "buyers", messageId: "site.solution.buyers" },
  { name: "Suppliers", contId: 2002, ruSlug: "suppliers", messageId: "site.solution.suppliers" },
  {
    name: "International Logistics",
    contId: 3003,
    ruSlug: "international",
    messageId: "site.solution.international",
  },
  {
    name: "Research consultation",
    contId: 4001,
    ruSlug: "consultation",
    messageId: "site.solution.consultation",
  },
  { name: "Law Firms", contId: 5001, ruSlug: "lawfirms", messageId: "site.solution.lawfirms" },
  { name: "Financial Institutions", contId: 6001, ruSlug: "financial", messageId: "site.solution.financial" },
  { name: "Investment Firms", contId: 7001, ruSlug: "investment", messageId: "site.solution.investment" },
  { name: "Government Agencies", contId: 8001, ruSlug: "government", messageId: "site.solution.government" },
  { name: "College", contId: 9001, ruSlug: "college", messageId: "site.solution.college" },
  { name: "Media", contId: 1001, ruSlug: "media", messageId: "site.solution.media" },
];

/** The Russian solution sub-paths: one per solution, plus the generic solutionsDetail. */
export const RU_SOLUTION_SLUGS: readonly string[] = [...SOLUTIONS.map((s) => s.ruSlug), "solutionsDetail"];

export const solutionByContId = (contId: number): Solution | undefined =>
  SOLUTIONS.find((s) => s.contId === contId);

/** The English detail page of a solution, e.g. /en/solutionsdetail?contId=998&name=Buyers. */
export const solutionDetailHref = (solution: Solution): string =>
  `/en/solutionsdetail?contId=${solution.contId}&name=${encodeURIComponent(solution.name)}`;

/** The solution an English detail page shows, read from its query's contId (the name is display only). */
export const solutionOfQuery = (search: string): Solution | undefined => {
  const contId = queryValue(search, "contId") ?? "";
  return /^\d+$/.test(contId) ? solutionByContId(Number(contId)) : undefined;
};

/**
 * Whether the solutions entry of the nav is highlighted on `pathname`: /ru/solutions is the section
 * root and stays highlighted on its sub-paths. Decision: the English list and its detail page count too.
 */
export const isSolutionsSectionActive = (pathname: string): boolean => {
  const path = pathname.replace(/(.)\/$/, "$1");
  return (
    path === "/ru/solutions" ||
    path.startsWith("/ru/solutions/") ||
    path === "/en/solutions" ||
    path === "/en/solutionsdetail"
  );
};

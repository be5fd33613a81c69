// The utilities list (spec §2.6, §7): rows come from a separate host at run time. The response is
// read when its code is 0; the first row is skipped; each further row gives a name and info.url and
// opens in a new tab. Decision: a row without a name or a url is dropped, not shown as a dead link.

import { UTILITIES_LIST } from "../constants/services.ts";
import { type NavItem, navItem } from "./nav-model.ts";

export interface UtilitiesRow {
  readonly name?: string;
  readonly info?: { readonly url?: string };
}

export interface UtilitiesListResponse {
  readonly code: number;
  readonly data?: { readonly rows?: readonly UtilitiesRow[] };
}

/** Query parameters of the list request: id 265, page 1, limit 10, desc false. */
export const utilitiesListQuery = (): Readonly<Record<string, string>> => ({
  id: String(UTILITIES_LIST.id),
  page: String(UTILITIES_LIST.page),
  limit: String(UTILITIES_LIST.limit),
  desc: String(UTILITIES_LIST.desc),
});

/** Menu items for the rows of a list response (none unless code is 0). */
export const utilitiesMenuItems = (response: UtilitiesListResponse): readonly NavItem[] => {
  if (response.code !== 0) return [];
  return (response.data?.rows ?? []).slice(1).flatMap((row, index) => {
    const url = row.info?.url;
    if (!row.name || !url) return [];
    return [
      navItem({
        id: `tools.utilities.${index + 1}`,
        name: "nav.tools.utilities.row",
        text: row.name,
        path: url,
        target: "_blank",
      }),
    ];
  });
};

/** The menu with the loaded rows placed under the utilities entry (the entry carrying the list). */
export const withUtilitiesRows = (menu: readonly NavItem[], rows: readonly NavItem[]): readonly NavItem[] =>
  menu.map((item) => {
    if (item.list?.kind === "utilities") return { ...item, children: rows };
    return item.children === undefined ? item : { ...item, children: withUtilitiesRows(item.children, rows) };
  });

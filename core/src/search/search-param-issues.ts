// What the transformer would clamp, default or drop, as message ids: a channel that must reject
// instead of correcting (the server's validation of a search call) reports these.
import { MAX_TOP_PAGE } from "../constants/paging.ts";
import { isIsoDate } from "./iso-date.ts";
import { isPageSize, readPage } from "./paging.ts";
import type { SearchMessageId } from "./search-messages.ts";

const given = (v: unknown): boolean => v !== undefined && v !== null && v !== "";

export const searchParamIssues = (input: Readonly<Record<string, unknown>>): readonly SearchMessageId[] => {
  const issues: SearchMessageId[] = [];
  if (given(input.page)) {
    const page = readPage(input.page);
    if (page === undefined || page < 1 || page > MAX_TOP_PAGE || page !== Number(input.page))
      issues.push("search.page.outOfRange");
  }
  if (given(input.pageSize) && !isPageSize(Number(input.pageSize))) issues.push("search.pageSize.invalid");
  const start = input.startTime;
  const end = input.endTime;
  if ((given(start) && !isIsoDate(start)) || (given(end) && !isIsoDate(end)))
    issues.push("search.date.invalid");
  else if (isIsoDate(start) && isIsoDate(end) && start > end) issues.push("search.dateRange.reversed");
  return issues;
};

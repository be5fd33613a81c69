// The search screen's export: what the search found (the results' own call, shared through the query
// layer, so no second request) said beside the limit, and the search exported from its first match —
// the page on screen and its size are no part of what a file holds (D321).
import type { Locale } from "@portolan/core";
import { useConsoleQuery } from "../../auth/console-client.ts";
import type { SearchRequest } from "../shipment-search/search-url.ts";
import { ExportControl } from "./export-control.tsx";

/** The search without its page and page size. */
export const exportedQuery = (request: SearchRequest): SearchRequest => {
  const { current: _page, pageSize: _size, ...query } = request;
  return query;
};

export function SearchExportControl({
  locale,
  request,
}: {
  readonly locale: Locale;
  readonly request: SearchRequest;
}) {
  const { remote } = useConsoleQuery("tradeSearch", { query: request }, { handles: true });
  // An estimate ("about 1.2 million") is not said as a count of what the file will hold.
  const found = remote.state === "ready" && remote.data.totalExact ? remote.data.total : undefined;
  return (
    <ExportControl
      locale={locale}
      subject={{ kind: "search", query: exportedQuery(request) }}
      {...(found === undefined ? {} : { found })}
    />
  );
}

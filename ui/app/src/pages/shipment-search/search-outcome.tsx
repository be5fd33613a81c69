// A search's outcome below the form: its filters as chips, the export, the results and the facets.
// Its code comes with the first search, not with the screen (issue 15: the search screen's first load
// within 170 KB of JavaScript); reaching the form fetches it ahead (shipment-search-page.tsx).
import type { Locale } from "@portolan/core";
import { ExportControl } from "../exports/export-control.tsx";
import { SearchFacets } from "./search-facets.tsx";
import { SearchFilters } from "./search-filters.tsx";
import { SearchResults } from "./search-results.tsx";
import { filterAddress, pageAddress, type SearchRequest, sortAddress, withoutAddress } from "./search-url.ts";

export function SearchOutcome({
  request,
  locale,
  navigate,
}: {
  readonly request: SearchRequest;
  readonly locale: Locale;
  readonly navigate: (to: string) => void;
}) {
  return (
    <>
      <SearchFilters
        request={request}
        locale={locale}
        onRemove={(key, value) => navigate(withoutAddress(request, key, value))}
      />
      <ExportControl locale={locale} subject={{ kind: "search", query: request }} />
      <SearchResults
        request={request}
        locale={locale}
        onPage={(next, size) => navigate(pageAddress(request, next, size))}
        onSort={(field) => navigate(sortAddress(request, field))}
      />
      <SearchFacets
        request={request}
        locale={locale}
        onFilter={(key, value) => navigate(filterAddress(request, key, value))}
      />
    </>
  );
}

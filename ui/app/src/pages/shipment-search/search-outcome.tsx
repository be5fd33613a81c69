// A search's outcome below the form: its filters as chips, the export, the results and the facets.
// Its code comes with the first search, not with the screen (issue 15: the search screen's first load
// within 170 KB of JavaScript); reaching the form fetches it ahead (shipment-search-page.tsx).
import type { Locale } from "@portolan/core";
import { useSearch } from "wouter";
import { MissingDatasetsNote } from "../../widgets/scope-notes.tsx";
import { SearchExportControl } from "../exports/search-export-control.tsx";
import { COLUMNS_PARAM, withColumns } from "./columns-address.ts";
import { columnsOfParam, columnsParam } from "./search-columns.ts";
import { SearchFacets } from "./search-facets.tsx";
import { SearchFilters } from "./search-filters.tsx";
import { SearchResults } from "./search-results.tsx";
import {
  filterAddress,
  pageAddress,
  SEARCH_PATH,
  type SearchRequest,
  sortAddress,
  withoutAddress,
} from "./search-url.ts";

export function SearchOutcome({
  request,
  locale,
  navigate,
  missing = [],
  packagePath = "/",
}: {
  readonly request: SearchRequest;
  readonly locale: Locale;
  readonly navigate: (to: string, options?: { readonly replace?: boolean }) => void;
  /** The link's data sets the package does not include (left out of `request` when others remain). */
  readonly missing?: readonly string[];
  readonly packagePath?: string;
}) {
  const search = useSearch();
  const columns = columnsOfParam(new URLSearchParams(search).get(COLUMNS_PARAM));
  return (
    <>
      <MissingDatasetsNote
        missing={missing}
        searched={!request.datasets.split(",").some((d) => missing.includes(d))}
        locale={locale}
        packagePath={packagePath}
      />
      <SearchFilters
        request={request}
        locale={locale}
        onRemove={(key, value) => navigate(withoutAddress(request, key, value))}
      />
      <SearchExportControl locale={locale} request={request} />
      <SearchResults
        request={request}
        locale={locale}
        onPage={(next, size) => navigate(pageAddress(request, next, size))}
        onSort={(field) => navigate(sortAddress(request, field))}
        columns={columns}
        // The same screen with the new columns in its address, in place of the old one in history.
        onColumns={(next) =>
          navigate(withColumns(`${SEARCH_PATH}?${search}`, columnsParam(next)), { replace: true })
        }
      />
      <SearchFacets
        request={request}
        locale={locale}
        onFilter={(key, value) => navigate(filterAddress(request, key, value))}
      />
    </>
  );
}

// The data centre's shipment search (spec §2.6 {data}/shipments/search, §3, §5, §9; issue 15): the
// form, then the results of the search the address holds. A user whose package owns no customs data
// set is told so and shown where to get one.
import { useLingui } from "@lingui/react/macro";
import { customsCatalogueGroups, routeById, searchableDatasets, segmentOfLocale } from "@portolan/core";
import { useLocation } from "wouter";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import * as w from "../../widgets/widgets.css.ts";
import { SaveSearch } from "../collection/page-actions.tsx";
import { ExportControl } from "../exports/export-control.tsx";
import { SearchFacets } from "./search-facets.tsx";
import { SearchFilters } from "./search-filters.tsx";
import { SearchForm } from "./search-form.tsx";
import { SearchResults } from "./search-results.tsx";
import {
  filterAddress,
  formOf,
  pageAddress,
  searchAddress,
  searchRequestOf,
  sortAddress,
  withoutAddress,
} from "./search-url.ts";

export default function ShipmentSearchPage({ locale, session, query }: ConsolePageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  if (session === undefined) return null;
  const groups = searchableDatasets(session.customs_data_source);
  const request = searchRequestOf(query);
  const packagePath = routeById("package")?.paths[locale] ?? `/${segmentOfLocale(locale)}`;
  return (
    <div className={page.widePage}>
      <h1 className={w.heading}>{t`Shipment search`}</h1>
      <SaveSearch query={query} />
      {groups.length === 0 ? (
        <p className={w.text}>
          {t`Your package includes no customs data set to search.`}{" "}
          <a className={w.link} href={packagePath}>{t`See the packages`}</a>
        </p>
      ) : (
        <>
          <SearchForm
            // A new address (back, forward, a shared link) shows its own search in the form.
            key={query.toString()}
            groups={customsCatalogueGroups(session.customs_data_source)}
            locale={locale}
            packagePath={packagePath}
            initial={formOf(
              request,
              groups[0]?.datasets.slice(0, 1).map((d) => d.value),
            )}
            onSearch={(form) => navigate(searchAddress(form, request))}
          />
          {request === undefined ? (
            <p className={w.muted}>{t`Choose data sets, type what you are looking for and press Search.`}</p>
          ) : (
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
          )}
        </>
      )}
    </div>
  );
}

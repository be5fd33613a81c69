// The data centre's shipment search (spec §2.6 {data}/shipments/search, §3, §5, §9; issue 15): the
// form, then the results of the search the address holds. A user whose package owns no customs data
// set is told so and shown where to get one.
import { useLingui } from "@lingui/react/macro";
import { customsCatalogueGroups, routeById, searchableDatasets, segmentOfLocale } from "@portolan/core";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "wouter";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { SearchForm } from "./search-form.tsx";
import { allLoadedAddress, formOf, searchAddress, searchRequestOf } from "./search-url.ts";

// The results, facets and export come with the first search (search-outcome.tsx); reaching the form
// fetches them ahead, so pressing Search waits for the answer only.
const loadOutcome = () => guardedImport(() => import("./search-outcome.tsx"));
type Outcome = typeof import("./search-outcome.tsx").SearchOutcome;
// While the page reloads after a chunk failed to load (guardedImport), nothing is shown.
const nothing: Outcome = () => <></>;
const SearchOutcome = lazy<Outcome>(() =>
  loadOutcome().then((m) => ({ default: m?.SearchOutcome ?? nothing })),
);
// "Save this search" (and the collection's calls) come with the first search too.
type Save = typeof import("../collection/page-actions.tsx").SaveSearch;
const SaveSearch = lazy<Save>(() =>
  guardedImport(() => import("../collection/page-actions.tsx")).then((m) => ({
    default: m?.SaveSearch ?? (() => <></>),
  })),
);

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
      {request === undefined ? null : (
        <Suspense fallback={null}>
          <SaveSearch query={query} />
        </Suspense>
      )}
      {request?.newAfter === undefined ? null : (
        // An alert's link: only what one import brought (issue 16), and the way to all of it.
        <p className={w.text} data-testid="alert-scope">
          {t`Only the new shipments of an alert.`}{" "}
          <Link className={w.link} href={allLoadedAddress(request)}>{t`Show every shipment`}</Link>
        </p>
      )}
      {groups.length === 0 ? (
        <p className={w.text}>
          {t`Your package includes no customs data set to search.`}{" "}
          <a className={w.link} href={packagePath}>{t`See the packages`}</a>
        </p>
      ) : (
        <>
          <div onPointerEnter={() => void loadOutcome()} onFocusCapture={() => void loadOutcome()}>
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
          </div>
          {request === undefined ? (
            <p className={w.muted}>{t`Choose data sets, type what you are looking for and press Search.`}</p>
          ) : (
            <Suspense fallback={<Loading />}>
              <SearchOutcome request={request} locale={locale} navigate={navigate} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

// The data centre's shipment search (spec §2.6 {data}/shipments/search, §3, §5, §9; issue 15): the
// form, then the results of the search the address holds. A user whose package owns no customs data
// set is told so and shown where to get one.
import { useLingui } from "@lingui/react/macro";
import { routeById, segmentOfLocale, tradeCatalogueGroups } from "@portolan/core";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "wouter";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { COLUMNS_PARAM, keepColumns } from "./columns-address.ts";
import { RecentSearchesPanel } from "./recent-searches-panel.tsx";
import { SearchForm } from "./search-form.tsx";
import {
  allLoadedAddress,
  formOf,
  type SearchRequest,
  searchAddress,
  searchRequestOf,
} from "./search-url.ts";

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

/** The request over the owned data sets it names, and those it names the package lacks. */
const ownedPart = (
  request: SearchRequest | undefined,
  owned: ReadonlySet<string>,
): { request: SearchRequest | undefined; missing: readonly string[] } => {
  if (request === undefined) return { request, missing: [] };
  const named = request.datasets.split(",").filter((d) => d !== "");
  const kept = named.filter((d) => owned.has(d));
  const missing = named.filter((d) => !owned.has(d));
  // With none owned the provider's refusal is shown, beside the names.
  return kept.length === 0 || missing.length === 0
    ? { request, missing }
    : { request: { ...request, datasets: kept.join(",") }, missing };
};

export default function ShipmentSearchPage({ locale, session, query }: ConsolePageProps) {
  const { t } = useLingui();
  const [, go] = useLocation();
  // Every move from this screen (search, page, order, filter) keeps the columns the address names.
  const navigate = (to: string, options?: { readonly replace?: boolean }) =>
    go(keepColumns(to, query.get(COLUMNS_PARAM)), options);
  if (session === undefined) return null;
  // Customs, ship and transit data (D337): the whole catalogue, and the codes of what is owned.
  const catalogue = tradeCatalogueGroups(session.customs_data_source);
  const ownedCodes = catalogue.flatMap((g) => g.datasets.filter((e) => e.owned).map((e) => e.code));
  const asked = searchRequestOf(query);
  // A shared link's data sets the package lacks are named, and the rest searched (issue 31 item 12).
  const { request, missing } = ownedPart(asked, new Set(ownedCodes));
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
      {ownedCodes.length === 0 ? (
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
              groups={catalogue}
              locale={locale}
              packagePath={packagePath}
              initial={formOf(request, ownedCodes.slice(0, 1))}
              onSearch={(form) => navigate(searchAddress(form, request))}
            />
          </div>
          {request === undefined ? (
            <>
              <p
                className={w.muted}
              >{t`Choose data sets, type what you are looking for and press Search.`}</p>
              <RecentSearchesPanel locale={locale} />
            </>
          ) : (
            <Suspense fallback={<Loading />}>
              <SearchOutcome
                request={request}
                locale={locale}
                navigate={navigate}
                missing={missing}
                packagePath={packagePath}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

// The console dashboard (issue 5 "Pages the embedded default serves"; issue 15): a search box that
// starts a search at once, the recent searches and tracked companies, the account, its membership
// tier and permissions in words, the data sets its customs_data_source bits own with their shipments
// and dates, the package with its expiry and the orders awaiting payment with the link to pay.
import { useLingui } from "@lingui/react";
import * as page from "../console.css.ts";
import type { ConsolePageProps } from "../console-page.ts";
import { AccountFacts, TierAndPermissions } from "../widgets/account-facts.tsx";
import { LoadFailed, Loading } from "../widgets/load-state.tsx";
import { AwaitingOrders } from "../widgets/order-items.tsx";
import { PackageSummary } from "../widgets/package-summary.tsx";
import { useAccountOverview } from "../widgets/use-account-overview.ts";
import * as s from "../widgets/widgets.css.ts";
import { DatasetCoverageCard } from "./dashboard/dataset-coverage.tsx";
import { QuickSearch } from "./dashboard/quick-search.tsx";
import { RecentSearches } from "./dashboard/recent-searches.tsx";
import { TrackedCompanies } from "./dashboard/tracked-companies.tsx";

export default function DashboardPage({ locale, session }: ConsolePageProps) {
  const { i18n } = useLingui();
  const { state, reload } = useAccountOverview();
  if (session === undefined) return null;
  return (
    <div className={page.page}>
      <h1 className={s.heading}>{i18n._("console.title.dashboard")}</h1>
      <QuickSearch bits={session.customs_data_source} locale={locale} />
      <div className={s.cards}>
        <RecentSearches locale={locale} />
        <TrackedCompanies locale={locale} />
        <AccountFacts session={session} />
        <TierAndPermissions session={session} />
        {state.kind === "ready" ? (
          <>
            <PackageSummary services={state.overview.services} locale={locale} now={Date.now()} />
            <AwaitingOrders orders={state.overview.orders} locale={locale} />
          </>
        ) : (
          <section className={s.card} aria-label={i18n._("pages.package.heading")}>
            {state.kind === "loading" ? <Loading /> : <LoadFailed retry={reload} />}
          </section>
        )}
        <DatasetCoverageCard bits={session.customs_data_source} locale={locale} />
      </div>
    </div>
  );
}

// The partners report (spec §2.6 {data}/shipments/partners-report, §6 partner report permission 16;
// issue 15): a user whose package has it picks a firm from their data sets, then reads its partners
// with shipments, weight, value, first and last date and share, ordered by any column, paged. The
// whole state is the address (report-url.ts). A package without it is told so, with the packages.
import { useLingui } from "@lingui/react/macro";
import { mayOpenPartnerReport, routeById, segmentOfLocale, tradeCatalogueGroups } from "@portolan/core";
import { useLocation } from "wouter";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import * as w from "../../widgets/widgets.css.ts";
import { FirmPicker } from "./firm-picker.tsx";
import { NotInPackage } from "./not-in-package.tsx";
import { PartnerReport } from "./partner-report.tsx";
import { reportStateOf } from "./report-url.ts";

export default function PartnersReportPage({ locale, session, query }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  if (session === undefined) return null;
  const title = i18n._("console.title.shipments/partners-report");
  const packagePath = routeById("package")?.paths[locale] ?? `/${segmentOfLocale(locale)}`;
  // Every data set the package owns, customs, ship and transit (D344).
  const groups = tradeCatalogueGroups(session.customs_data_source)
    .map((g) => ({ ...g, datasets: g.datasets.filter((e) => e.owned) }))
    .filter((g) => g.datasets.length > 0);
  const state = reportStateOf(query);
  return (
    <div className={page.widePage}>
      <h1 className={w.heading}>{title}</h1>
      {!mayOpenPartnerReport(session.membership) ? (
        <NotInPackage packagePath={packagePath} />
      ) : groups.length === 0 ? (
        <p className={w.text}>
          {t`Your package includes no data set to search.`}{" "}
          <a className={w.link} href={packagePath}>{t`See the packages`}</a>
        </p>
      ) : state.view === "report" ? (
        <PartnerReport
          request={state.request}
          order={state.order}
          locale={locale}
          packagePath={packagePath}
          navigate={navigate}
        />
      ) : (
        <FirmPicker
          // A new address (back, forward, a shared link) shows its own search in the form.
          key={query.toString()}
          groups={groups}
          search={state.search}
          locale={locale}
          navigate={navigate}
        />
      )}
    </div>
  );
}

// A firm's profile (issue 15 "Company profile") over the data sets it was reached from: totals as
// importer and exporter, first and last shipment, its info fields and other spellings, the monthly
// series (shipments, weight or value), top partners (each a link to its own profile, and to the
// partners report for a package with it), HS codes, ports, lanes and its latest shipments.
import { useLingui } from "@lingui/react/macro";
import type { CompanyProfile, FacetCount } from "@portolan/contracts";
import { canManageInformation, type Locale, mayOpenPartnerReport } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { FactList } from "../../widgets/fact-list.tsx";
import { KnownFigure } from "../../widgets/known-figure.tsx";
import { Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { CompanyActions } from "../collection/company-actions.tsx";
import { ProfileExportControl } from "../exports/export-control.tsx";
import { reportAddress } from "../partners-report/report-url.ts";
import { CompanyInfoCard } from "./company-info-card.tsx";
import { RecentBills } from "./recent-bills.tsx";
import { companyAddress } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";
import { TrendChart } from "./trend-chart.tsx";
import { unknownId } from "./unknown-id.ts";

// An operator's section (D312), fetched with its words only for an operator; a chunk that fails to
// load (a new release) goes through the console's reload guard and leaves the profile whole.
const FirmEvidenceSection = lazy(async () => ({
  default:
    (await guardedImport(() => import("../admin/firm-evidence-section.tsx")))?.FirmEvidenceSection ??
    (() => null),
}));

export default function CompanyPage({ locale, query, session }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const id = query.get("id") ?? "";
  const datasets = query.get("datasets") ?? "";
  const { remote } = useConsoleQuery("tradeCompanyProfile", { query: { id, datasets } }, { handles: true });
  if (remote.state === "loading")
    return (
      <div className={page.page}>
        <h1 className={w.heading}>{t`Company profile`}</h1>
        <Loading />
      </div>
    );
  if (remote.state === "failed")
    return (
      <div className={page.page}>
        <h1 className={w.heading}>{t`Company profile`}</h1>
        <p role="alert" className={w.bad}>
          {unknownId(remote.failure)
            ? t`There is no such company, or its address is incomplete.`
            : (failureText((key, values) => i18n._(key, values), remote.failure) ??
              t`This company could not be shown.`)}
        </p>
      </div>
    );
  const profile: CompanyProfile = remote.data;
  const n = (v: number) => formatNumber(Math.round(v), locale);
  // The firm's shipments, each once (a firm on both sides of a bill is counted once): what the known counts are of.
  const shipments = profile.monthly.reduce((sum, m) => sum + m.shipments, 0);
  const facts: readonly (readonly [string, ReactNode])[] = [
    [t`Country`, profile.country === undefined ? "–" : placeName(profile.country, locale)],
    [t`Shipments as importer`, n(profile.asImporter)],
    [t`Shipments as exporter`, n(profile.asExporter)],
    [
      t`Weight (kg)`,
      <KnownFigure
        key="w"
        sum={profile.weightKg}
        known={profile.weightKnown}
        of={shipments}
        what="weight"
        n={n}
      />,
    ],
    [
      t`Value (USD)`,
      <KnownFigure
        key="v"
        sum={profile.valueUsd}
        known={profile.valueKnown}
        of={shipments}
        what="value"
        n={n}
      />,
    ],
    [t`First shipment`, profile.firstDate ?? "–"],
    [t`Last shipment`, profile.lastDate ?? "–"],
  ];
  const partner = (f: FacetCount): ReactNode => (
    <Link className={w.link} href={companyAddress(Number(f.key), datasets)}>
      {f.label ?? f.key}
    </Link>
  );
  // A port once, named, with the codes its bills were released under (D343).
  const portName = (f: FacetCount) => {
    const name = f.label;
    const code = (f.codes ?? [f.key]).join(", ");
    return name === undefined ? code : t`${name} (${code})`;
  };
  const lane = (f: FacetCount) =>
    f.key
      .split("-")
      .map((c) => placeName(c, locale))
      .join(" → ");
  return (
    <div className={page.page}>
      <h1 className={w.heading}>{profile.name}</h1>
      {profile.movedFrom === undefined ? null : (
        <p role="status" className={w.muted}>
          {t`Company ${profile.movedFrom} has been merged into this one: its shipments are here, and your tracked and collected items follow it.`}
        </p>
      )}
      <CompanyActions id={String(profile.id)} datasets={datasets} name={profile.name} />
      {profile.logistics ? (
        <p className={w.muted}>{t`The name reads as a freight forwarder's or logistics firm's.`}</p>
      ) : null}
      <section className={w.card} aria-labelledby="company-facts">
        <h2 id="company-facts" className={w.cardTitle}>
          {t`Company profile`}
        </h2>
        <FactList facts={facts} />
      </section>
      <CompanyInfoCard
        info={profile.info}
        firmId={profile.id}
        firmName={profile.name}
        aliases={profile.aliases}
        locale={locale}
      />
      {canManageInformation(session?.userRole ?? []) ? (
        <Suspense fallback={null}>
          <FirmEvidenceSection id={String(profile.id)} locale={locale} />
        </Suspense>
      ) : null}
      {profile.monthly.length > 0 ? <TrendChart months={profile.monthly} locale={locale} /> : null}
      {profile.partners.length > 0 && mayOpenPartnerReport(session?.membership ?? 0) ? (
        <p className={w.text}>
          <Link className={w.link} href={reportAddress(profile.id, datasets)}>
            {t`Every partner of this company: the partners report`}
          </Link>
        </p>
      ) : null}
      <div className={s.facetGrid}>
        <TopList
          id="partners"
          title={t`Top partners`}
          entries={profile.partners}
          name={partner}
          locale={locale}
        />
        <TopList id="hs" title={t`HS codes`} entries={profile.hsCodes} name={(f) => f.key} locale={locale} />
        <TopList
          id="ports"
          title={t`Ports of loading`}
          entries={profile.ports}
          name={portName}
          locale={locale}
        />
        <TopList id="lanes" title={t`Trade lanes`} entries={profile.lanes} name={lane} locale={locale} />
      </div>
      <RecentBills firm={profile.id} bills={profile.recentBills} datasets={datasets} locale={locale} />
      <ProfileExportControl locale={locale} datasets={datasets} profile={profile} />
    </div>
  );
}

function TopList(props: {
  readonly id: string;
  readonly title: string;
  readonly entries: readonly FacetCount[];
  readonly name: (f: FacetCount) => ReactNode;
  readonly locale: Locale;
}) {
  if (props.entries.length === 0) return null;
  return (
    <section className={`${w.card} ${s.facetCard}`} aria-labelledby={`top-${props.id}`}>
      <h2 id={`top-${props.id}`} className={w.subTitle}>
        {props.title}
      </h2>
      <ol className={s.facetList}>
        {props.entries.map((entry) => (
          <li key={entry.key} className={s.facetItem}>
            <span className={s.facetName}>{props.name(entry)}</span>
            <span className={s.facetCount}>{formatNumber(entry.shipments, props.locale)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

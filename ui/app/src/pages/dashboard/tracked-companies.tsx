// The dashboard's tracked companies (issue 15): each a link to its profile, with the role it is
// tracked in and since when; how to track one when there are none; the way to the alerts with how
// many are unread (issue 16).
import { Plural, useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { formatDate } from "@portolan/kit/format/dates.ts";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./dashboard.css.ts";

export function TrackedCompanies({ locale }: { readonly locale: Locale }) {
  const { t } = useLingui();
  const { remote, reload } = useConsoleQuery("trackedCompanies", {});
  const alerts = useConsoleQuery("alerts", {}).remote;
  const unread = alerts.state === "ready" ? alerts.data.unread : 0;
  return (
    <section className={w.card} aria-labelledby="dash-tracked" data-testid="tracked-companies">
      <h2 id="dash-tracked" className={w.cardTitle}>{t`Tracked companies`}</h2>
      <p className={w.text}>
        <Link className={w.link} href="/alerts" data-testid="dashboard-alerts">
          {unread > 0 ? <Plural value={unread} one="Alerts: # unread" other="Alerts: # unread" /> : t`Alerts`}
        </Link>
      </p>
      {remote.state === "loading" ? <Loading /> : null}
      {remote.state === "failed" ? <LoadFailed retry={reload} /> : null}
      {remote.state === "ready" && remote.data.companies.length === 0 ? (
        <p
          className={w.muted}
        >{t`Open a company's profile and press “Track as importer” or “Track as exporter” to follow it here.`}</p>
      ) : null}
      {remote.state === "ready" && remote.data.companies.length > 0 ? (
        <ul className={s.entries}>
          {remote.data.companies.map((c) => {
            const since = formatDate(c.since, locale);
            return (
              <li key={`${c.companyId}-${c.role}`} className={s.entry}>
                <Link className={w.link} href={c.address}>
                  {c.name}
                </Link>
                <span className={s.meta}>
                  {c.role === "importer" ? t`as importer, since ${since}` : t`as exporter, since ${since}`}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

// The account's package on the dashboard (issue 29 item 11, D288): the term running now and the
// next one (a renewal follows the current year: both are shown, so the package never looks
// inactive), a warning in the last days before the cover ends, and a link to buy or renew.
import { useLingui } from "@lingui/react";
import type { AccountServiceView } from "@portolan/contracts";
import { expiryWarningOf, type Locale, packageTierLabel, termsAround } from "@portolan/core";
import { packagePageHref } from "./commerce-links.ts";
import { formatDay } from "./format.ts";
import * as s from "./widgets.css.ts";

export function PackageSummary(props: {
  readonly services: readonly AccountServiceView[];
  readonly locale: Locale;
  readonly now: number;
}) {
  const { i18n } = useLingui();
  const { current, next } = termsAround(props.services, props.now);
  const warning = expiryWarningOf(props.services, props.now);
  // No term running or to come: the newest one, ended.
  const ended = current === undefined && next === undefined ? props.services[0] : undefined;
  const day = (ms: number) => formatDay(ms, props.locale);
  const tier = (t: AccountServiceView) => i18n._(packageTierLabel(t.tierId));
  return (
    <section className={s.card} aria-labelledby="package" data-testid="package">
      <h2 id="package" className={s.cardTitle}>
        {i18n._("pages.package.heading")}
      </h2>
      {current === undefined && next === undefined && ended === undefined ? (
        <p className={s.muted}>{i18n._("pages.package.none")}</p>
      ) : null}
      {current === undefined ? null : (
        <div data-testid="package-current">
          <p className={s.itemHead}>{tier(current)}</p>
          <p className={s.text}>
            {i18n._("pages.package.validUntil", {
              start: day(current.startsAt),
              end: day(current.expiresAt),
            })}
          </p>
        </div>
      )}
      {next === undefined ? null : (
        <p className={s.text} data-testid="package-next">
          {i18n._("pages.package.next", {
            tier: tier(next),
            start: day(next.startsAt),
            end: day(next.expiresAt),
          })}
        </p>
      )}
      {ended === undefined ? null : (
        <>
          <p className={s.itemHead}>{tier(ended)}</p>
          <p className={s.bad}>{i18n._("pages.package.expired", { end: day(ended.expiresAt) })}</p>
        </>
      )}
      {warning === undefined ? null : (
        <p className={s.warning} role="status" data-testid="package-ends-soon">
          {i18n._("pages.package.endsSoon", { days: warning.daysLeft, end: day(warning.term.expiresAt) })}
        </p>
      )}
      <a className={s.link} href={packagePageHref(props.locale)}>
        {i18n._(warning === undefined ? "pages.package.buy" : "pages.package.renew")}
      </a>
    </section>
  );
}

// The package the account bought (its newest service) with its term, and a link to buy one.
import { useLingui } from "@lingui/react";
import type { AccountServiceView } from "@portolan/contracts";
import { type Locale, packageTierLabel } from "@portolan/core";
import { packagePageHref } from "./commerce-links.ts";
import { formatDay } from "./format.ts";
import * as s from "./widgets.css.ts";

export function PackageSummary(props: {
  readonly services: readonly AccountServiceView[];
  readonly locale: Locale;
  readonly now: number;
}) {
  const { i18n } = useLingui();
  const current = props.services[0];
  const day = (ms: number) => formatDay(ms, props.locale);
  return (
    <section className={s.card} aria-labelledby="package" data-testid="package">
      <h2 id="package" className={s.cardTitle}>
        {i18n._("pages.package.heading")}
      </h2>
      {current === undefined ? (
        <p className={s.muted}>{i18n._("pages.package.none")}</p>
      ) : (
        <>
          <p className={s.itemHead}>{i18n._(packageTierLabel(current.tierId))}</p>
          <p className={current.expiresAt > props.now ? s.text : s.bad}>
            {current.expiresAt > props.now
              ? i18n._("pages.package.validUntil", {
                  start: day(current.startsAt),
                  end: day(current.expiresAt),
                })
              : i18n._("pages.package.expired", { end: day(current.expiresAt) })}
          </p>
        </>
      )}
      <a className={s.link} href={packagePageHref(props.locale)}>
        {i18n._("pages.package.buy")}
      </a>
    </section>
  );
}

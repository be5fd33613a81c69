// The headline figures of the filters (issue 16): trade value, its change on a year earlier (sign and
// arrow as well as colour), quantity with its unit (or the net weight when the rows have no one unit),
// and the unit price. A large value is written short with the exact amount under it.
import { useLingui } from "@lingui/react/macro";
import type { StatsHeadline } from "@portolan/contracts";
import { type Locale, yearComparison } from "@portolan/core";
import {
  formatMoney,
  formatMoneyShort,
  formatMoneyWhole,
  formatNumber,
  formatShort,
} from "@portolan/kit/format/numbers.ts";
import type { ReactNode } from "react";
import { ChangeFigure } from "../../widgets/change-figure.tsx";
import * as m from "./market-stats.css.ts";
import { unitName } from "./unit-name.ts";

export function Headline(props: {
  readonly headline: StatsHeadline;
  readonly currency: string;
  /** Whether the year earlier is wholly in the data (core's yearEarlierLoaded). */
  readonly comparable: boolean;
  readonly locale: Locale;
}) {
  const { i18n, t } = useLingui();
  const { headline: h, currency, locale } = props;
  const n = (v: number) => formatNumber(Math.round(v), locale);
  const tile = (term: string, value: ReactNode, note: ReactNode) => (
    <div className={m.tile}>
      <dt className={m.tileTerm}>{term}</dt>
      <dd className={m.tileValue}>{value}</dd>
      <dd className={m.tileNote}>{note}</dd>
    </div>
  );
  const name = (u: string) => unitName(u, (m) => i18n._(m));
  const unit = name(h.quantityUnit ?? "");
  const per = name(h.unitPriceUnit ?? h.quantityUnit ?? "");
  const compared = yearComparison(h, props.comparable);
  return (
    <dl className={m.tiles}>
      {tile(
        t`Trade value`,
        formatMoneyShort(h.value, currency, locale),
        formatMoneyWhole(h.value, currency, locale),
      )}
      {tile(
        t`Change on a year earlier`,
        <ChangeFigure
          change={compared.kind === "change" ? compared.change : null}
          comparable={compared.kind !== "none"}
          locale={locale}
        />,
        // The year-earlier amount only beside a comparison (D327): not the sum of the months loaded.
        compared.kind === "none"
          ? t`The same months a year earlier are not all in the data.`
          : t`A year earlier: ${formatMoneyShort(h.valueYearEarlier, currency, locale)}`,
      )}
      {h.quantity !== undefined
        ? tile(
            t`Quantity`,
            t`${formatShort(h.quantity, locale)} ${unit}`,
            t`${n(h.quantity)} ${unit}, in the unit the source reports`,
          )
        : h.netWeight !== undefined
          ? tile(
              t`Net weight`,
              t`${formatShort(h.netWeight, locale)} kg`,
              t`${n(h.netWeight)} kg; the goods are counted in several units`,
            )
          : tile(t`Quantity`, "—", t`Not reported in one unit`)}
      {h.unitPrice !== undefined
        ? tile(t`Unit price`, formatMoney(h.unitPrice, currency, locale), t`per ${per}`)
        : tile(t`Unit price`, "—", t`No quantity to divide by`)}
    </dl>
  );
}

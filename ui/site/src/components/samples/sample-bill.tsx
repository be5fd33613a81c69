// The sample bill's main facts: the date, both firms, the goods, where from and to, the vessel, the
// quantity and the weight. Each fact is one line (the goods two) in both states, so nothing moves.
import { useLingui } from "@lingui/react/macro";
import type { TradeRecord } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as s from "./samples.css.ts";

const DASH = "—";

function Fact(props: { readonly term: string; readonly value: string | undefined; readonly lines?: 2 }) {
  return (
    <div className={s.factRow}>
      <dt className={s.term}>{props.term}</dt>
      <dd className={s.value}>
        <span
          className={`${props.lines === 2 ? s.twoLines : s.oneLine} ${props.value === undefined ? s.placeholder : ""}`}
          title={props.value}
        >
          {props.value ?? DASH}
        </span>
      </dd>
    </div>
  );
}

export function SampleBill(props: { readonly bill: TradeRecord | undefined; readonly locale: Locale }) {
  const { t } = useLingui();
  const b = props.bill;
  const number = (n: number | undefined) => (n === undefined ? undefined : formatNumber(n, props.locale));
  const route =
    b?.loadingPort === undefined || b.unloadingPort === undefined
      ? undefined
      : `${b.loadingPort} → ${b.unloadingPort}`;
  const quantity =
    b?.quantity === undefined ? undefined : `${number(b.quantity)} ${b.quantityUnit ?? ""}`.trim();
  return (
    <dl className={s.facts}>
      <Fact term={t`Arrival date`} value={b?.date} />
      <Fact term={t`Importer`} value={b?.importer?.name} />
      <Fact term={t`Exporter`} value={b?.exporter?.name} />
      <Fact term={t`Goods`} value={b?.description} lines={2} />
      <Fact
        term={t`Origin`}
        value={b?.originCountry === undefined ? undefined : countryName(b.originCountry, props.locale)}
      />
      <Fact term={t`Ports`} value={route} />
      <Fact term={t`Vessel`} value={b?.vessel} />
      <Fact term={t`Quantity`} value={quantity} />
      <Fact term={t`Weight`} value={b?.weightKg === undefined ? undefined : t`${number(b.weightKg)} kg`} />
    </dl>
  );
}

// The live samples of the public site (issue 15): a real bill, the busiest importer's top partners and
// the monthly trend of the public sample data set, read from the provider once the island hydrates
// (the page is built before the data is loaded, so the prerender shows the same cards empty).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { useCall } from "@portolan/kit/data/queries.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { failureWords } from "./failure-words.ts";
import { SampleBill } from "./sample-bill.tsx";
import { SamplePartners } from "./sample-partners.tsx";
import * as s from "./samples.css.ts";
import { TrendChart } from "./trend-chart.tsx";

export function LiveSamples(props: { readonly locale: Locale }) {
  const { t, i18n } = useLingui();
  const remote = useCall("publicSamples", {});
  const data = remote.state === "ready" ? remote.data : undefined;
  const trendTitle = t`US sea imports: shipments per month`;
  const status =
    remote.state === "loading"
      ? t`Loading live samples from our database…`
      : remote.state === "failed"
        ? failureWords(i18n, remote.failure)
        : data?.bill === undefined
          ? t`No US import records are loaded in our database yet.`
          : t`Live from our database. US sea import records: ${formatNumber(data.records, props.locale)}.`;
  return (
    <div data-samples={remote.state}>
      <ul className={s.cards}>
        <li className={s.card}>
          <h3 className={s.cardTitle} id="sample-bill-title">{t`A real bill of lading`}</h3>
          <SampleBill bill={data?.bill} locale={props.locale} />
        </li>
        <li className={s.card}>
          <h3
            className={s.cardTitle}
            id="sample-partners-title"
          >{t`A busy importer and its top suppliers`}</h3>
          <SamplePartners company={data?.company} locale={props.locale} captionId="sample-partners-title" />
        </li>
        <li className={s.card}>
          <h3 className={s.cardTitle} id="sample-trend-title">
            {trendTitle}
          </h3>
          <TrendChart months={data?.trend} title={trendTitle} locale={props.locale} />
        </li>
      </ul>
      <p className={remote.state === "failed" ? s.statusFailed : s.status} role="status">
        {status}
      </p>
    </div>
  );
}

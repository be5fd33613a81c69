// A firm's latest shipments (its profile's "recent bills"): the date links to the shipment's detail,
// the other side to its own profile.
import { useLingui } from "@lingui/react/macro";
import type { TradeRecord } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { Link } from "wouter";
import * as w from "../../widgets/widgets.css.ts";
import { CompanyLink } from "./company-link.tsx";
import { billAddress } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";

export function RecentBills(props: {
  readonly firm: number;
  readonly bills: readonly TradeRecord[];
  readonly datasets: string;
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  if (props.bills.length === 0) return null;
  const n = (v: number | undefined) => (v === undefined ? "–" : formatNumber(Math.round(v), props.locale));
  return (
    <div className={w.card}>
      <h2 id="recent-bills" className={w.cardTitle}>
        {t`Recent shipments`}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={w.tableScroller} tabIndex={0} aria-labelledby="recent-bills">
        <table className={w.table}>
          <thead>
            <tr>
              <th className={w.cell} scope="col">{t`Date`}</th>
              <th className={w.cell} scope="col">{t`As`}</th>
              <th className={w.cell} scope="col">{t`Partner`}</th>
              <th className={w.cell} scope="col">{t`Goods`}</th>
              <th className={`${w.cell} ${s.numeric}`} scope="col">{t`Weight (kg)`}</th>
              <th className={`${w.cell} ${s.numeric}`} scope="col">{t`Value (USD)`}</th>
            </tr>
          </thead>
          <tbody>
            {props.bills.map((r) => {
              const asImporter = r.importer?.id === props.firm;
              return (
                <tr key={r.id}>
                  <td className={`${w.cell} ${s.nowrap}`}>
                    <Link
                      className={w.link}
                      href={billAddress(r.id)}
                      aria-label={t`Shipment of ${r.date}: detail`}
                    >
                      {r.date}
                    </Link>
                  </td>
                  <td className={w.cell}>{asImporter ? t`Importer` : t`Exporter`}</td>
                  <td className={w.cell}>
                    <CompanyLink party={asImporter ? r.exporter : r.importer} datasets={props.datasets} />
                  </td>
                  <td className={`${w.cell} ${s.description}`}>{r.description ?? "–"}</td>
                  <td className={`${w.cell} ${s.numeric}`}>{n(r.weightKg)}</td>
                  <td className={`${w.cell} ${s.numeric}`}>{n(r.valueUsd)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

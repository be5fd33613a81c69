// The busiest importer of the sample data set and its top partners: always SAMPLE_PARTNER_ROWS rows
// (empty ones while loading or when it has fewer), each one line, so the card keeps its height.
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { FacetCount } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as s from "./samples.css.ts";

export const SAMPLE_PARTNER_ROWS = 5;

export interface SampleCompanyView {
  readonly name: string;
  readonly country?: string;
  readonly shipments: number;
  readonly partners: readonly FacetCount[];
}

export function SamplePartners(props: {
  readonly company: SampleCompanyView | undefined;
  readonly locale: Locale;
  readonly captionId: string;
}) {
  const { t, i18n } = useLingui();
  const c = props.company;
  const rows = Array.from({ length: SAMPLE_PARTNER_ROWS }, (_, i) => c?.partners[i]);
  const where = c?.country === undefined ? "" : countryName(c.country, props.locale);
  const shipmentsOf = (n: number) => i18n._(msg`${plural(n, { one: "# shipment", other: "# shipments" })}`);
  return (
    <>
      <p className={`${s.oneLine} ${c === undefined ? s.placeholder : ""}`} title={c?.name}>
        <strong>{c?.name ?? "—"}</strong>
      </p>
      <p className={`${s.oneLine} ${s.muted}`}>
        {c === undefined ? "—" : `${where === "" ? "" : `${where} · `}${shipmentsOf(c.shipments)}`}
      </p>
      <table className={s.table} aria-labelledby={props.captionId}>
        <thead>
          <tr>
            <th className={s.headCell} scope="col">{t`Partner`}</th>
            <th className={s.countryHead} scope="col">{t`Country`}</th>
            <th className={s.numberHead} scope="col">{t`Shipments`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are places, filled in order
            <tr key={i}>
              <td className={s.cell}>
                <span className={s.oneLine} title={p?.label}>
                  {p?.label ?? (c === undefined ? "—" : "")}
                </span>
              </td>
              <td className={s.countryCell}>
                <span
                  className={s.oneLine}
                  title={p?.country === undefined ? undefined : countryName(p.country, props.locale)}
                >
                  {p?.country ?? ""}
                </span>
              </td>
              <td className={s.numberCell}>
                <span className={s.oneLine}>
                  {p === undefined ? "" : formatNumber(p.shipments, props.locale)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

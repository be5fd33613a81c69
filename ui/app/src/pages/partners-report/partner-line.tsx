// One partner of the report: its name (a link to its profile) with its country, figures, dates and share as
// a bar the width of its part of the firm's shipments, with the percent beside it.
import type { PartnerRow } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { Link } from "wouter";
import { placeName } from "../../widgets/dataset-label.ts";
import { KnownFigure } from "../../widgets/known-figure.tsx";
import { ShareBar } from "../../widgets/share-bar.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { companyAddress } from "../shipment-search/search-url.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import * as r from "./partners-report.css.ts";

export function PartnerLine(props: {
  readonly row: PartnerRow;
  readonly datasets: string;
  readonly locale: Locale;
  readonly n: (v: number) => string;
}) {
  const { row, n } = props;
  return (
    <tr>
      <td className={`${w.cell} ${r.partnerName}`}>
        {row.partner.id === undefined ? (
          row.partner.name
        ) : (
          <Link className={w.link} href={companyAddress(row.partner.id, props.datasets)}>
            {row.partner.name}
          </Link>
        )}
        {/* The country under the name: every column of the report orders it (D220). */}
        {row.partner.country === undefined ? null : (
          <span className={r.partnerCountry}>{placeName(row.partner.country, props.locale)}</span>
        )}
      </td>
      <td className={`${w.cell} ${r.figure}`}>{n(row.shipments)}</td>
      <td className={`${w.cell} ${r.figure}`}>
        <KnownFigure sum={row.weightKg} known={row.weightKnown} of={row.shipments} what="weight" n={n} />
      </td>
      <td className={`${w.cell} ${r.figure}`}>
        <KnownFigure sum={row.valueUsd} known={row.valueKnown} of={row.shipments} what="value" n={n} />
      </td>
      <td className={`${w.cell} ${s.nowrap}`}>{row.firstDate}</td>
      <td className={`${w.cell} ${s.nowrap}`}>{row.lastDate}</td>
      <td className={w.cell}>
        <ShareBar share={row.share} locale={props.locale} />
      </td>
    </tr>
  );
}

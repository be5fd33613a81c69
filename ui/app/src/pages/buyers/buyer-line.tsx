// One buyer of the search: its name (a link to its profile) with its country and a tag when it reads
// as a forwarder, its figures, how often it buys, its last shipment, its top suppliers, its contacts
// and the "save to collection" toggle, and "same company as…" (issue 30 "Feedback").
import { useLingui } from "@lingui/react/macro";
import type { BuyerRow } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { Link } from "wouter";
import { placeName } from "../../widgets/dataset-label.ts";
import { KnownFigure } from "../../widgets/known-figure.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { SaveToCollection } from "../collection/save-button.tsx";
import { SameCompanyAction } from "../firm-feedback/same-company-action.tsx";
import * as r from "../partners-report/partners-report.css.ts";
import { companyAddress } from "../shipment-search/search-url.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import * as b from "./buyers.css.ts";
import { ContactCell } from "./contact-cell.tsx";

export function BuyerLine(props: {
  readonly row: BuyerRow;
  readonly datasets: string;
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  const { row, locale } = props;
  const n = (v: number) => formatNumber(Math.round(v), locale);
  const profile = companyAddress(row.id, props.datasets);
  return (
    <tr>
      <td className={`${w.cell} ${b.firm}`}>
        <Link className={w.link} href={profile}>
          {row.name}
        </Link>
        {row.logistics ? <span className={b.tag}>{t`Forwarder`}</span> : null}
        {row.country === undefined ? null : <span className={b.under}>{placeName(row.country, locale)}</span>}
      </td>
      <td className={`${w.cell} ${r.figure} ${b.top}`}>{n(row.shipments)}</td>
      <td className={`${w.cell} ${r.figure} ${b.top}`}>{formatNumber(row.perMonth, locale)}</td>
      <td className={`${w.cell} ${s.nowrap} ${b.top}`}>{row.lastDate}</td>
      {/* Sums of the known figures only: "–" when none was known, "known for N of M" when some (D342). */}
      <td className={`${w.cell} ${r.figure} ${b.top}`}>
        <KnownFigure sum={row.weightKg} known={row.weightKnown} of={row.shipments} what="weight" n={n} />
      </td>
      <td className={`${w.cell} ${r.figure} ${b.top}`}>
        <KnownFigure sum={row.valueUsd} known={row.valueKnown} of={row.shipments} what="value" n={n} />
      </td>
      <td className={`${w.cell} ${b.top} ${b.suppliersCell}`}>
        <ul className={b.suppliers}>
          {row.suppliers.map((supplier) => (
            <li key={supplier.id}>
              <Link className={w.link} href={companyAddress(supplier.id, props.datasets)}>
                {supplier.name}
              </Link>{" "}
              <span className={w.muted}>({n(supplier.shipments)})</span>
            </li>
          ))}
        </ul>
      </td>
      <td className={`${w.cell} ${b.top} ${b.contactCell}`}>
        <ContactCell info={row.info} locale={locale} />
      </td>
      <td className={`${w.cell} ${b.top} ${b.nowrap}`}>
        <SaveToCollection kind="company" ref={String(row.id)} datasets={props.datasets} title={row.name} />
        <div>
          <SameCompanyAction
            firm={{ id: row.id, name: row.name }}
            datasets={props.datasets}
            side="importer"
            locale={locale}
          />
        </div>
      </td>
    </tr>
  );
}

// A shipment's main facts in the user's language, for a bill and a declaration alike: date, data set,
// kind of bill, parties linked to their profiles, goods, HS code, quantity, weight, value, vessel,
// carrier, transport, containers, hazardous goods. A fact the record does not carry is left out,
// but for the transport mode, shown as a dash when unknown.
import { useLingui } from "@lingui/react/macro";
import type { TradeRecord } from "@portolan/contracts";
import { amsBillType, CUSTOMS_DATASETS, type Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import type { ReactNode } from "react";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import { FactList } from "../../widgets/fact-list.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { BILL_TYPES } from "./bill-fields.ts";
import { CompanyLink } from "./company-link.tsx";

export function BillSummary(props: { readonly record: TradeRecord; readonly locale: Locale }) {
  const { i18n, t } = useLingui();
  const { record, locale } = props;
  const dataset = CUSTOMS_DATASETS.find((d) => d.value === record.dataset);
  const n = (v: number) => formatNumber(Math.round(v * 100) / 100, locale);
  const billType = amsBillType(record.billType);
  const modes = { SEA: t`Sea`, AIR: t`Air`, LAND: t`Land` } as const;
  const facts: (readonly [string, ReactNode] | false)[] = [
    [t`Date`, record.date],
    [
      t`Data set`,
      dataset === undefined ? record.dataset : datasetLabel((k, v) => i18n._(k, v), dataset, locale),
    ],
    billType !== undefined && [t`Bill type`, i18n._(BILL_TYPES[billType])],
    record.importer !== undefined && [
      t`Importer`,
      <CompanyLink key="i" party={record.importer} datasets={record.dataset} />,
    ],
    record.exporter !== undefined && [
      t`Exporter`,
      <CompanyLink key="e" party={record.exporter} datasets={record.dataset} />,
    ],
    record.notify !== undefined && [t`Notify party`, record.notify],
    record.description !== undefined && [t`Goods`, record.description],
    record.hsCode !== undefined && [t`HS code`, record.hsCode],
    record.quantity !== undefined && [
      t`Quantity`,
      `${n(record.quantity)} ${record.quantityUnit ?? ""}`.trim(),
    ],
    record.weightKg !== undefined && [t`Weight (kg)`, n(record.weightKg)],
    record.valueUsd !== undefined && [t`Value (USD)`, n(record.valueUsd)],
    record.vessel !== undefined && [t`Vessel`, record.vessel],
    record.carrier !== undefined && [t`Carrier`, record.carrier],
    // Shown even when unknown (a mode the release does not define, D300): a dash, never a guess.
    [t`Transport`, record.transportMode === undefined ? "–" : modes[record.transportMode]],
    record.containers > 0 && [t`Containers`, formatNumber(record.containers, locale)],
    [t`Hazardous goods`, record.hazmat ? t`Yes` : t`No`],
  ];
  const title =
    billType === "master"
      ? t`Master bill`
      : billType === "house"
        ? t`House bill`
        : dataset?.kind === "CD"
          ? t`Customs declaration`
          : t`Shipment`;
  return (
    <section className={w.card} aria-labelledby="bill-facts">
      <h2 id="bill-facts" className={w.cardTitle}>
        {title}
      </h2>
      <FactList facts={facts.filter((f) => f !== false)} />
    </section>
  );
}

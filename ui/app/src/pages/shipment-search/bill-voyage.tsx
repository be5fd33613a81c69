// A US bill's voyage and vessel: the header and bill rows of its release (voyage, bill type and
// numbers, vessel and its flag, carrier, arrival dates, quantity, weight and measurement, record
// status, places and ports, conveyance, in-bond type, mode of transportation, secondary notify
// parties), each field named, coded ones explained, empty ones left out.
import { useLingui } from "@lingui/react/macro";
import type { TradeRecord } from "@portolan/contracts";
import {
  amsBillType,
  amsInBondEntryType,
  amsRecordStatus,
  amsTransportMode,
  type Locale,
} from "@portolan/core";
import { placeName } from "../../widgets/dataset-label.ts";
import { FactList } from "../../widgets/fact-list.tsx";
import * as w from "../../widgets/widgets.css.ts";
import {
  BILL_TYPES,
  IN_BOND_TYPES,
  RECORD_STATUSES,
  SECTION_TITLES,
  TRANSPORT_MODES,
} from "./bill-fields.ts";
import {
  cellText,
  codedColumn,
  column,
  type Field,
  factsOf,
  filled,
  type Row,
  withUnit,
} from "./bill-values.tsx";
import { portLabel } from "./port-label.ts";

const SECONDARY = Array.from({ length: 10 }, (_, i) => `secondary_notify_party_${i + 1}`);

export function BillVoyage(props: {
  readonly header: Row | undefined;
  readonly billgen: Row | undefined;
  readonly record: TradeRecord;
  readonly locale: Locale;
}) {
  const { i18n } = useLingui();
  const { record, locale } = props;
  const names = new Map<string, string>();
  if (record.loadingPort !== undefined && record.loadingPortName !== undefined)
    names.set(record.loadingPort, record.loadingPortName);
  if (record.unloadingPort !== undefined && record.unloadingPortName !== undefined)
    names.set(record.unloadingPort, record.unloadingPortName);
  const port = (name: string) =>
    column(name, (row) =>
      portLabel(i18n, cellText(row[name], locale), names.get(cellText(row[name], locale))),
    );
  const fields: readonly Field[] = [
    column("voyage_number"),
    codedColumn(i18n, "bill_type_code", amsBillType, BILL_TYPES),
    column("master_bol_number"),
    column("house_bol_number"),
    column("sub_house_bol_number"),
    column("vessel_name"),
    column("vessel_country_code", (row) => placeName(cellText(row.vessel_country_code, locale), locale)),
    column("carrier_code"),
    column("estimated_arrival_date"),
    column("actual_arrival_date"),
    {
      ...column("manifest_quantity"),
      columns: ["manifest_quantity", "manifest_unit"],
      show: withUnit(i18n, "manifest_quantity", "manifest_unit", locale),
    },
    {
      ...column("weight"),
      columns: ["weight", "weight_unit"],
      show: withUnit(i18n, "weight", "weight_unit", locale),
    },
    {
      ...column("measurement"),
      columns: ["measurement", "measurement_unit"],
      show: withUnit(i18n, "measurement", "measurement_unit", locale),
    },
    codedColumn(i18n, "record_status_indicator", amsRecordStatus, RECORD_STATUSES),
    column("place_of_receipt"),
    port("foreign_port_of_lading"),
    column("foreign_port_of_lading_qualifier"),
    port("port_of_unlading"),
    port("port_of_destination"),
    port("foreign_port_of_destination"),
    column("foreign_port_of_destination_qualifier"),
    column("conveyance_id"),
    column("conveyance_id_qualifier"),
    codedColumn(i18n, "in_bond_entry_type", amsInBondEntryType, IN_BOND_TYPES),
    codedColumn(i18n, "mode_of_transportation", amsTransportMode, TRANSPORT_MODES),
    column("manifest_number"),
    column("trade_update_date"),
    column("run_date"),
  ];
  const row: Row = { ...props.billgen, ...props.header };
  const secondary = SECONDARY.map((c) => row[c])
    .filter(filled)
    .map((v) => cellText(v, locale));
  const facts = [
    ...factsOf(i18n, row, fields, locale, SECONDARY),
    ...(secondary.length === 0
      ? []
      : [[i18n._(column("secondary_notify_party").label), secondary.join("; ")] as const]),
  ];
  if (facts.length === 0) return null;
  return (
    <section className={w.card} aria-labelledby="bill-voyage">
      <h2 id="bill-voyage" className={w.cardTitle}>
        {i18n._(SECTION_TITLES.voyage)}
      </h2>
      <FactList facts={facts} />
    </section>
  );
}

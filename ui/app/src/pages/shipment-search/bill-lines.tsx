// A US bill's line tables: its containers (number, seals, service type, size, load status, type), its
// cargo lines (description rows joined with their tariff rows: piece count, description, HS code,
// value, weight), its hazardous goods (hazmat rows joined with their classes) and its marks and
// numbers; then any table of the release this screen does not know, under its own column names.
import { useLingui } from "@lingui/react/macro";
import { amsFlashPoint, amsLoadStatus, amsServiceType, joinAmsLines, type Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { LOAD_STATUSES, SECTION_TITLES, SERVICE_TYPES } from "./bill-fields.ts";
import { cellText, codedColumn, column, type Field, filled, type Row, withUnit } from "./bill-values.tsx";
import { LineTable } from "./line-table.tsx";

type Tables = Readonly<Record<string, readonly Row[]>>;

const MARKS = Array.from({ length: 8 }, (_, i) => `marks_and_numbers_${i + 1}`);

/** The tables this screen shows in sections of their own (the rest are shown as released). */
export const KNOWN_TABLES = new Set([
  "header",
  "billgen",
  "consignee",
  "shipper",
  "notifyparty",
  "container",
  "cargodesc",
  "tariff",
  "hazmat",
  "hazmatclass",
  "marksnumbers",
]);

export function BillLines(props: { readonly tables: Tables; readonly locale: Locale }) {
  const { i18n } = useLingui();
  const { tables, locale } = props;
  const containers: readonly Field[] = [
    column("container_number"),
    column("seal_number_1"),
    column("seal_number_2"),
    column("equipment_description_code"),
    codedColumn(i18n, "type_of_service", amsServiceType, SERVICE_TYPES),
    column("container_length"),
    column("container_width"),
    column("container_height"),
    codedColumn(i18n, "load_status", amsLoadStatus, LOAD_STATUSES),
    column("container_type"),
  ];
  const cargo: readonly Field[] = [
    column("container_number"),
    column("description_sequence_number"),
    column("piece_count"),
    { ...column("description_text"), wide: true },
    column("harmonized_number"),
    column("harmonized_value"),
    {
      ...column("harmonized_weight"),
      columns: ["harmonized_weight", "harmonized_weight_unit"],
      show: withUnit(i18n, "harmonized_weight", "harmonized_weight_unit", locale),
    },
  ];
  const flashPoint = (row: Row) => {
    const point = amsFlashPoint(
      row.hazmat_flash_point_temperature,
      row.hazmat_flash_point_temperature_negative_ind,
      row.hazmat_flash_point_temperature_unit,
    );
    if (point === undefined) return cellText(row.hazmat_flash_point_temperature, locale);
    const unit =
      point.scale === undefined
        ? cellText(row.hazmat_flash_point_temperature_unit, locale)
        : `°${point.scale}`;
    return `${formatNumber(point.degrees, locale)} ${unit}`.trim();
  };
  const hazmat: readonly Field[] = [
    column("container_number"),
    column("hazmat_sequence_number"),
    column("hazmat_code"),
    column("hazmat_code_qualifier"),
    column("hazmat_class"),
    column("hazmat_classification"),
    column("hazmat_contact"),
    column("hazmat_page_number"),
    {
      ...column("hazmat_flash_point_temperature"),
      columns: [
        "hazmat_flash_point_temperature",
        "hazmat_flash_point_temperature_negative_ind",
        "hazmat_flash_point_temperature_unit",
      ],
      show: flashPoint,
    },
    { ...column("hazmat_description"), wide: true },
  ];
  const marks: readonly Field[] = [
    column("container_number"),
    {
      ...column("marks_and_numbers"),
      columns: ["marks_and_numbers", ...MARKS],
      show: (row) =>
        MARKS.map((c) => row[c])
          .filter(filled)
          .map((v) => cellText(v, locale))
          .join(" / "),
    },
  ];
  // A marks row counts when any of its eight lines has text.
  const marksRows = (tables.marksnumbers ?? []).map((r) => ({
    ...r,
    marks_and_numbers: MARKS.some((c) => filled(r[c])) ? "x" : null,
  }));
  const others = Object.entries(tables).filter(([name]) => !KNOWN_TABLES.has(name));
  return (
    <>
      <LineTable
        id="bill-containers"
        title={i18n._(SECTION_TITLES.containers)}
        rows={tables.container ?? []}
        fields={containers}
        locale={locale}
      />
      <LineTable
        id="bill-cargo"
        title={i18n._(SECTION_TITLES.cargo)}
        rows={joinAmsLines(tables.cargodesc ?? [], tables.tariff ?? [], "description_sequence_number")}
        fields={cargo}
        locale={locale}
      />
      <LineTable
        id="bill-hazmat"
        title={i18n._(SECTION_TITLES.hazmat)}
        rows={joinAmsLines(tables.hazmat ?? [], tables.hazmatclass ?? [], "hazmat_sequence_number")}
        fields={hazmat}
        locale={locale}
      />
      <LineTable
        id="bill-marks"
        title={i18n._(SECTION_TITLES.marks)}
        rows={marksRows}
        fields={marks}
        locale={locale}
      />
      {others.map(([name, rows]) => (
        <LineTable
          key={name}
          id={`bill-table-${name}`}
          title={`${i18n._(SECTION_TITLES.other)}: ${name}`}
          rows={rows}
          fields={[]}
          locale={locale}
        />
      ))}
    </>
  );
}

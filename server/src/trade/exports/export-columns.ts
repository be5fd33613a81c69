// The columns of each kind of export (a search's records, a partner report, a profile's tables) and
// their headings in the three languages (the file is for people:
// the heading row reads in the language the user was using).

import type { FacetCount, MonthPoint, PartnerRow, TradeRecord } from "@portolan/contracts";
import { knownSumCell, type Locale, type ProfileTable } from "@portolan/core";

/** A record with the display names of its firms (their current ids, D313): a pivot by firm does not split it. */
export interface NamedRecord {
  readonly record: TradeRecord;
  readonly firms: ReadonlyMap<number, string>;
}

type Column = readonly [Record<Locale, string>, (r: NamedRecord) => string | number | undefined];

const firmName = (r: NamedRecord, party: TradeRecord["importer"]) =>
  party?.id === undefined ? undefined : r.firms.get(party.id);

// biome-ignore format: one column per line
export const EXPORT_COLUMNS: readonly Column[] = [
  [{ en: "Date", zh: "日期", ru: "Дата" }, ({ record: r }) => r.date],
  [{ en: "Bill of lading", zh: "提单号", ru: "Коносамент" }, ({ record: r }) => r.billNumber],
  [{ en: "Master bill of lading", zh: "主提单号", ru: "Мастер-коносамент" }, ({ record: r }) => r.masterBill],
  [{ en: "Data set", zh: "数据集", ru: "Набор данных" }, ({ record: r }) => r.dataset],
  [{ en: "Importer id", zh: "进口商编号", ru: "Код импортёра" }, ({ record: r }) => r.importer?.id],
  [{ en: "Importer", zh: "进口商", ru: "Импортёр" }, (r) => firmName(r, r.record.importer)],
  [{ en: "Importer as written", zh: "进口商（原文）", ru: "Импортёр (как в документе)" }, ({ record: r }) => r.importer?.name],
  [{ en: "Importer country", zh: "进口商国家", ru: "Страна импортёра" }, ({ record: r }) => r.importer?.country],
  [{ en: "Exporter id", zh: "出口商编号", ru: "Код экспортёра" }, ({ record: r }) => r.exporter?.id],
  [{ en: "Exporter", zh: "出口商", ru: "Экспортёр" }, (r) => firmName(r, r.record.exporter)],
  [{ en: "Exporter as written", zh: "出口商（原文）", ru: "Экспортёр (как в документе)" }, ({ record: r }) => r.exporter?.name],
  [{ en: "Exporter country", zh: "出口商国家", ru: "Страна экспортёра" }, ({ record: r }) => r.exporter?.country],
  [{ en: "HS code", zh: "HS编码", ru: "Код HS" }, ({ record: r }) => r.hsCode],
  [{ en: "Description", zh: "货物描述", ru: "Описание товара" }, ({ record: r }) => r.description],
  [{ en: "Quantity", zh: "数量", ru: "Количество" }, ({ record: r }) => r.quantity],
  [{ en: "Unit", zh: "单位", ru: "Единица" }, ({ record: r }) => r.quantityUnit],
  [{ en: "Weight (kg)", zh: "重量（千克）", ru: "Вес (кг)" }, ({ record: r }) => r.weightKg],
  [{ en: "Value (USD)", zh: "金额（美元）", ru: "Стоимость (USD)" }, ({ record: r }) => r.valueUsd],
  [{ en: "Origin", zh: "原产国", ru: "Страна происхождения" }, ({ record: r }) => r.originCountry],
  [{ en: "Destination", zh: "目的国", ru: "Страна назначения" }, ({ record: r }) => r.destinationCountry],
  [{ en: "Port of loading", zh: "装货港", ru: "Порт погрузки" }, ({ record: r }) => r.loadingPort],
  [{ en: "Port of unloading", zh: "卸货港", ru: "Порт выгрузки" }, ({ record: r }) => r.unloadingPort],
  [{ en: "Carrier", zh: "承运人", ru: "Перевозчик" }, ({ record: r }) => r.carrier],
  [{ en: "Vessel", zh: "船名", ru: "Судно" }, ({ record: r }) => r.vessel],
  [{ en: "Mode", zh: "运输方式", ru: "Вид транспорта" }, ({ record: r }) => r.transportMode],
  [{ en: "Containers", zh: "集装箱数", ru: "Контейнеры" }, ({ record: r }) => r.containers],
];

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =,+,-,@ is defused. */
export const csvField = (value: string | number | undefined): string => {
  if (value === undefined) return "";
  let text = String(value);
  // Spreadsheet formula injection: a cell typed by a shipper must not run as a formula.
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

type Columns<T> = readonly (readonly [Record<Locale, string>, (r: T) => string | number | undefined])[];

const shipments = { en: "Shipments", zh: "运单数", ru: "Отгрузки" };
const weight = { en: "Weight (kg)", zh: "重量（千克）", ru: "Вес (кг)" };
const value = { en: "Value (USD)", zh: "金额（美元）", ru: "Стоимость (USD)" };
const country = { en: "Country", zh: "国家", ru: "Страна" };
const weightKnown = { en: "Shipments with a weight", zh: "有重量的运单数", ru: "Отгрузки с известным весом" };
const valueKnown = {
  en: "Shipments with a value",
  zh: "有金额的运单数",
  ru: "Отгрузки с известной стоимостью",
};

/**
 * A sum of known figures, or an empty cell when shipments there were and none had it: never 0 for
 * unknown (D322, core's knownSumCell). A month in which nothing shipped writes a true 0 (D341).
 */
const knownSum = (sum: number, known: number | undefined, of: number) => knownSumCell(sum, known ?? of, of);

// biome-ignore format: one column per line
export const PARTNER_COLUMNS: Columns<PartnerRow> = [
  [{ en: "Partner id", zh: "贸易伙伴编号", ru: "Код партнёра" }, (r) => r.partner.id],
  [{ en: "Partner", zh: "贸易伙伴", ru: "Партнёр" }, (r) => r.partner.name],
  [country, (r) => r.partner.country],
  [shipments, (r) => r.shipments],
  [weight, (r) => knownSum(r.weightKg, r.weightKnown, r.shipments)],
  [weightKnown, (r) => r.weightKnown],
  [value, (r) => knownSum(r.valueUsd, r.valueKnown, r.shipments)],
  [valueKnown, (r) => r.valueKnown],
  [{ en: "First shipment", zh: "首次运单", ru: "Первая отгрузка" }, (r) => r.firstDate],
  [{ en: "Last shipment", zh: "最近运单", ru: "Последняя отгрузка" }, (r) => r.lastDate],
  [{ en: "Share (%)", zh: "占比（%）", ru: "Доля (%)" }, (r) => Math.round(r.share * 1000) / 10],
];

const facetKey: Record<Exclude<ProfileTable, "monthly">, Record<Locale, string>> = {
  partners: { en: "Partner", zh: "贸易伙伴", ru: "Партнёр" },
  hsCodes: { en: "HS code", zh: "HS编码", ru: "Код HS" },
  ports: { en: "Port of loading", zh: "装货港", ru: "Порт погрузки" },
  lanes: { en: "Lane (origin-destination)", zh: "航线（起运国-目的国）", ru: "Направление (откуда-куда)" },
};

/** A profile list's columns: what it counts (a firm by its name, a code as is), then its figures. */
export const facetColumns = (table: Exclude<ProfileTable, "monthly">): Columns<FacetCount> => [
  ...(table === "partners"
    ? [[{ en: "Partner id", zh: "贸易伙伴编号", ru: "Код партнёра" }, (r: FacetCount) => r.key] as const]
    : []),
  [facetKey[table], (r) => r.label ?? r.key],
  ...(table === "partners" ? [[country, (r: FacetCount) => r.country] as const] : []),
  [shipments, (r) => r.shipments],
  [weight, (r) => knownSum(r.weightKg, r.weightKnown, r.shipments)],
  [weightKnown, (r) => r.weightKnown],
  [value, (r) => knownSum(r.valueUsd, r.valueKnown, r.shipments)],
  [valueKnown, (r) => r.valueKnown],
];

// biome-ignore format: one column per line
export const MONTH_COLUMNS: Columns<MonthPoint> = [
  [{ en: "Month", zh: "月份", ru: "Месяц" }, (r) => r.month],
  [shipments, (r) => r.shipments],
  [weight, (r) => knownSum(r.weightKg, r.weightKnown, r.shipments)],
  [weightKnown, (r) => r.weightKnown],
  [value, (r) => knownSum(r.valueUsd, r.valueKnown, r.shipments)],
  [valueKnown, (r) => r.valueKnown],
];

// The search form (spec §3 shipment search kinds, §5; issue 15 "Advanced search"): the data sets
// (several at once, from the whole catalogue), the four search kinds (a kind no chosen data set
// supports disabled with the reason; one some lack names those it leaves out, issue 31 item 4), the
// words (with a short help of how to write them and the fields of a bill, issue 31 item 5), the
// dates, and the filters: HS code, origin and destination countries, ports, weight and
// value ranges. Pressing Search writes the query into the address; a range that is no number or
// backwards is said so and nothing is searched.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type AnyDataset,
  type CatalogueGroup,
  isIsoDate,
  kindsForDatasets,
  type Locale,
  rangeIssue,
  SHIPMENT_SEARCH_KINDS,
  type ShipmentSearchKind,
  searchKindsOf,
} from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { useEffect, useState } from "react";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import { Loading } from "../../widgets/load-state.tsx";
import { DatasetPicker } from "./dataset-picker.tsx";
import { HsPicker } from "./hs-picker.tsx";
import { RangeFilter } from "./range-filter.tsx";
import type { SearchForm as FormValues } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";
import { WordsHelp } from "./words-help.tsx";

type PlaceFilters = typeof import("./place-filters.tsx");
// The country and port boxes (react-aria's combobox) come with their section's first opening, not
// with the screen (issue 15: the search screen's first load within 170 KB of JavaScript).
const loadPlaces = () => guardedImport(() => import("./place-filters.tsx"));

export function SearchForm(props: {
  readonly groups: readonly CatalogueGroup[];
  readonly initial: FormValues;
  readonly locale: Locale;
  readonly packagePath: string;
  readonly onSearch: (form: FormValues) => void;
}) {
  const { i18n, t } = useLingui();
  // A date in the address that is no date (a link edited by hand) is left out of the search, as the
  // provider leaves it out, and the user is told so instead of seeing it vanish.
  const ignoredDates = [props.initial.from, props.initial.to].filter((d) => d !== "" && !isIsoDate(d));
  const [form, setForm] = useState(() => ({
    ...props.initial,
    from: isIsoDate(props.initial.from) ? props.initial.from : "",
    to: isIsoDate(props.initial.to) ? props.initial.to : "",
  }));
  const [checked, setChecked] = useState({ weight: false, value: false });
  const owned = props.groups.flatMap((g) => g.datasets.filter((e) => e.owned));
  const chosen: AnyDataset[] = owned.filter((e) => form.datasets.includes(e.code)).map((e) => e.dataset);
  const allowed = kindsForDatasets(chosen);
  // A kind the new data sets do not support gives way to the first one they do.
  const kind = allowed[form.kind] ? form.kind : (SHIPMENT_SEARCH_KINDS.find((k) => allowed[k]) ?? form.kind);
  const label = (d: AnyDataset) => datasetLabel((id, values) => i18n._(id, values), d, props.locale);
  const kindName: Readonly<Record<ShipmentSearchKind, string>> = {
    description: t`Goods description`,
    hsCode: t`HS code`,
    importer: t`Importer`,
    exporter: t`Exporter`,
  };
  const placeholder: Readonly<Record<ShipmentSearchKind, string>> = {
    description: t`e.g. chairs OR sofas -steel`,
    hsCode: t`e.g. 9401 or 940171`,
    importer: t`part of a company name`,
    exporter: t`part of a company name`,
  };
  /** Why a kind is disabled, or which chosen data sets a search by it leaves out (issue 31 item 4). */
  const reason = (k: ShipmentSearchKind): string | undefined => {
    const lacking = chosen.filter((d) => !searchKindsOf(d).includes(k));
    if (lacking.length === 0) return undefined;
    if (!allowed[k]) {
      if (chosen.length === 1) return t`(not in this data set)`;
      return t`(not in ${lacking.map(label).join(props.locale === "zh" ? "；" : "; ")})`;
    }
    // A few are named; of many, their count (the results name each).
    if (lacking.length <= 3)
      return t`(leaves out ${lacking.map(label).join(props.locale === "zh" ? "；" : "; ")})`;
    const count = lacking.length;
    return t`(leaves out ${plural(count, { one: "# data set", other: "# data sets" })})`;
  };
  const set = (patch: Partial<FormValues>) => setForm((current) => ({ ...current, ...patch }));
  const places = form.origins.length + form.destinations.length + form.ports.length;
  // Open at once when the address already filters by a place.
  const [placesOpen, setPlacesOpen] = useState(places > 0);
  const [Places, setPlaces] = useState<PlaceFilters>();
  useEffect(() => {
    if (placesOpen && Places === undefined) void loadPlaces().then((m) => m && setPlaces(m));
  }, [placesOpen, Places]);
  const weightIssue = rangeIssue(form.wmin, form.wmax);
  const valueIssue = rangeIssue(form.vmin, form.vmax);
  return (
    <form
      className={s.form}
      aria-label={t`Search shipments`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked({ weight: true, value: true });
        if (weightIssue !== undefined || valueIssue !== undefined) {
          document
            .getElementById(weightIssue !== undefined ? "search-weight-min" : "search-value-min")
            ?.focus();
          return;
        }
        props.onSearch({ ...form, kind });
      }}
    >
      <DatasetPicker
        groups={props.groups}
        chosen={form.datasets}
        locale={props.locale}
        packagePath={props.packagePath}
        onChange={(datasets) => set({ datasets })}
      />
      <fieldset className={`${f.field} ${s.wide}`}>
        <legend className={f.label}>{t`Search by`}</legend>
        <div className={s.kinds}>
          {SHIPMENT_SEARCH_KINDS.map((k) => (
            <label key={k} className={s.kind}>
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                disabled={!allowed[k]}
                onChange={() => set({ kind: k })}
              />
              {kindName[k]}
              {reason(k) === undefined ? null : <span className={f.hint}>{reason(k)}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={`${f.field} ${s.wide}`}>
        <label className={f.field}>
          <span className={f.label}>{kindName[kind]}</span>
          <input
            id="search-keyword"
            className={f.input}
            type="search"
            value={form.keyword}
            placeholder={placeholder[kind]}
            aria-describedby={kind === "description" ? "search-words-help" : undefined}
            onChange={(e) => set({ keyword: e.target.value })}
          />
        </label>
        {kind === "description" ? (
          <WordsHelp
            id="search-words-help"
            locale={props.locale}
            onField={(typed) => {
              const keyword = form.keyword.trim();
              set({ keyword: keyword === "" ? typed : `${keyword} ${typed}` });
              document.getElementById("search-keyword")?.focus();
            }}
          />
        ) : null}
      </div>
      <DateField label={t`From`} value={form.from} onChange={(from) => set({ from })} />
      <DateField label={t`To`} value={form.to} onChange={(to) => set({ to })} />
      {ignoredDates.length === 0 ? null : (
        <p className={`${s.issue} ${s.wide}`} role="alert">
          {t`The link holds a date that is not a date (${ignoredDates.join(", ")}), so the search leaves it out. Choose the dates again.`}
        </p>
      )}
      <HsPicker value={form.hs} locale={props.locale} onChange={(hs) => set({ hs })} />
      <RangeFilter
        id="search-weight"
        legend={t`Weight (kg)`}
        min={form.wmin}
        max={form.wmax}
        issue={checked.weight ? weightIssue : undefined}
        onChange={(wmin, wmax) => set({ wmin, wmax })}
        onBlur={() => setChecked((c) => ({ ...c, weight: true }))}
      />
      <RangeFilter
        id="search-value"
        legend={t`Value (USD)`}
        min={form.vmin}
        max={form.vmax}
        issue={checked.value ? valueIssue : undefined}
        onChange={(vmin, vmax) => set({ vmin, vmax })}
        onBlur={() => setChecked((c) => ({ ...c, value: true }))}
      />
      <div className={s.wide}>
        <button
          type="button"
          className={f.secondaryButton}
          aria-expanded={placesOpen}
          aria-controls="search-places"
          onClick={() => setPlacesOpen((open) => !open)}
          onPointerEnter={() => void loadPlaces()}
          onFocus={() => void loadPlaces()}
        >
          {places === 0 ? t`Countries and ports` : t`Countries and ports (${places})`}{" "}
          <span aria-hidden="true">{placesOpen ? "▴" : "▾"}</span>
        </button>
      </div>
      {placesOpen ? (
        <div id="search-places" className={`${s.wide} ${s.placeRow}`}>
          {Places === undefined ? (
            <Loading />
          ) : (
            <>
              <Places.CountryFilter
                label={t`Origin countries`}
                chosen={form.origins}
                locale={props.locale}
                onChange={(origins) => set({ origins })}
              />
              <Places.CountryFilter
                label={t`Destination countries`}
                chosen={form.destinations}
                locale={props.locale}
                onChange={(destinations) => set({ destinations })}
              />
              <Places.PortFilter
                chosen={form.ports}
                locale={props.locale}
                onChange={(ports) => set({ ports })}
              />
            </>
          )}
        </div>
      ) : null}
      <div className={f.actions}>
        <button type="submit" className={f.primaryButton} disabled={chosen.length === 0}>
          {t`Search`}
        </button>
      </div>
    </form>
  );
}

function DateField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <label className={f.field}>
      <span className={f.label}>{props.label}</span>
      <input
        className={f.input}
        type="date"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

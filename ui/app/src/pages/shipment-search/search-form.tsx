// The search form (spec §3 shipment search kinds, §5): one of the user's data sets, grouped by
// continent and flow; the four search kinds, a kind the data set does not support disabled with the
// reason; the words; the date range. Pressing Search writes the query into the address.
import { useLingui } from "@lingui/react/macro";
import {
  type CustomsDataset,
  kindsForDatasets,
  type Locale,
  type SearchableGroup,
  SHIPMENT_SEARCH_KINDS,
  type ShipmentSearchKind,
} from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import type { SearchForm as FormValues } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";

export function SearchForm(props: {
  readonly groups: readonly SearchableGroup[];
  readonly initial: FormValues;
  readonly locale: Locale;
  readonly onSearch: (form: FormValues) => void;
}) {
  const { i18n, t } = useLingui();
  const [form, setForm] = useState(props.initial);
  const all = props.groups.flatMap((g) => g.datasets);
  const chosen: CustomsDataset | undefined = all.find((d) => d.value === form.dataset);
  const allowed = kindsForDatasets(chosen === undefined ? [] : [chosen]);
  // A kind the new data set does not support gives way to the first one it does.
  const kind = allowed[form.kind] ? form.kind : (SHIPMENT_SEARCH_KINDS.find((k) => allowed[k]) ?? form.kind);
  const label = (d: CustomsDataset) => datasetLabel((id, values) => i18n._(id, values), d, props.locale);
  const kindName: Readonly<Record<ShipmentSearchKind, string>> = {
    description: t`Goods description`,
    hsCode: t`HS code`,
    importer: t`Importer`,
    exporter: t`Exporter`,
  };
  const placeholder: Readonly<Record<ShipmentSearchKind, string>> = {
    description: t`e.g. steel chairs`,
    hsCode: t`e.g. 9401 or 940171`,
    importer: t`part of a company name`,
    exporter: t`part of a company name`,
  };
  const set = (patch: Partial<FormValues>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <form
      className={s.form}
      aria-label={t`Search shipments`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch({ ...form, kind });
      }}
    >
      <div className={`${f.field} ${s.wide}`}>
        {/* A label beside the select, not around it: its name is then "Data set" alone. */}
        <label className={f.label} htmlFor="search-dataset">{t`Data set`}</label>
        <select
          id="search-dataset"
          className={s.select}
          value={form.dataset}
          onChange={(e) => set({ dataset: e.target.value })}
        >
          {props.groups.map((g) => (
            <optgroup
              key={`${g.continent}-${g.type}`}
              label={`${i18n._(`datasets.continent.${g.continent}`)} · ${
                g.type === "SHIPMENTS_IMPORT" ? t`Imports` : t`Exports`
              }`}
            >
              {g.datasets.map((d) => (
                <option key={d.value} value={d.value}>
                  {label(d)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
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
              {allowed[k] ? null : <span className={f.hint}>{t`(not in this data set)`}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={`${f.field} ${s.wide}`}>
        <span className={f.label}>{kindName[kind]}</span>
        <input
          className={f.input}
          type="search"
          value={form.keyword}
          placeholder={placeholder[kind]}
          onChange={(e) => set({ keyword: e.target.value })}
        />
      </label>
      <DateField label={t`From`} value={form.from} onChange={(from) => set({ from })} />
      <DateField label={t`To`} value={form.to} onChange={(to) => set({ to })} />
      <div className={f.actions}>
        <button type="submit" className={f.primaryButton} disabled={chosen === undefined}>
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

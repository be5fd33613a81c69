// Market analysis's filters (issue 16): flow, reporter (UN Comtrade), partner, HS code (the search
// page's picker) and the level products are summed at, the period in months, and for China customs
// the currency, trade mode and province. Each change is applied at once as a new address.
import { useLingui } from "@lingui/react/macro";
import type { StatsOptions } from "@portolan/contracts";
import type { Locale, StatsHsLevel } from "@portolan/core";
import { LANGUAGE_TAGS } from "@portolan/kit/format/language-tag.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useId } from "react";
import { Link } from "wouter";
import { placeName } from "../../widgets/dataset-label.ts";
import * as w from "../../widgets/widgets.css.ts";
import { HsPicker } from "../shipment-search/hs-picker.tsx";
import * as s from "../shipment-search/shipment-search.css.ts";
import * as m from "./market-stats.css.ts";
import { defaultStats, type StatsState, statsAddress, withGoods } from "./stats-url.ts";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function StatsFilters(props: {
  readonly state: StatsState;
  readonly options: StatsOptions;
  /** The period the figures cover (the provider's default when the address names none). */
  readonly period: { readonly from: string; readonly to: string } | undefined;
  readonly locale: Locale;
  readonly onChange: (change: Partial<StatsState>) => void;
}) {
  const { t } = useLingui();
  const { state, options, locale, onChange } = props;
  const flowName = useId();
  const currencyName = useId();
  const byName = (codes: readonly string[]) =>
    codes
      .map((code) => ({ code, name: placeName(code, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[locale]));
  const levels: Readonly<Record<StatsHsLevel, string>> = {
    2: t`2 digits (chapters)`,
    4: t`4 digits (headings)`,
    6: t`6 digits (subheadings)`,
    8: t`8 digits (China's tariff lines)`,
  };
  const month = (key: "from" | "to", label: string) => (
    <label className={f.field}>
      <span className={f.label}>{label}</span>
      <input
        className={`${f.input} ${m.monthInput}`}
        type="month"
        value={state[key] === "" ? (props.period?.[key] ?? "") : state[key]}
        min={options.firstPeriod}
        max={options.lastPeriod}
        onChange={(e) => {
          const v = e.target.value;
          if (v === "" || MONTH.test(v)) onChange({ [key]: v });
        }}
      />
    </label>
  );
  return (
    <section className={m.filters} aria-label={t`Filters`}>
      <fieldset className={s.kinds}>
        <legend className={f.label}>{t`Flow`}</legend>
        {(["import", "export"] as const).map((flow) => (
          <label key={flow} className={s.kind}>
            <input
              type="radio"
              name={flowName}
              checked={state.flow === flow}
              onChange={() => onChange({ flow })}
            />
            {flow === "import" ? t`Imports` : t`Exports`}
          </label>
        ))}
      </fieldset>
      {state.source === "un" ? (
        <label className={f.field}>
          <span className={f.label}>{t`Reporter`}</span>
          <select
            className={s.select}
            value={state.reporter}
            onChange={(e) => onChange({ reporter: e.target.value })}
          >
            <option value="">{t`All reporters`}</option>
            {byName(options.reporters).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={f.field}>
        <span className={f.label}>{t`Partner`}</span>
        <select
          className={s.select}
          value={state.partner}
          onChange={(e) => onChange({ partner: e.target.value })}
        >
          <option value="">{t`World (every partner)`}</option>
          {byName(options.partners).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <HsPicker value={state.hs} locale={locale} onChange={(hs) => onChange(withGoods(state, hs))} />
      <label className={f.field}>
        <span className={f.label}>{t`Products by`}</span>
        <select
          className={s.select}
          value={state.hsLevel}
          onChange={(e) => onChange({ hsLevel: Number(e.target.value) as StatsHsLevel })}
        >
          {options.hsLevels.map((level) => (
            <option key={level} value={level}>
              {levels[level]}
            </option>
          ))}
        </select>
      </label>
      {month("from", t`From month`)}
      {month("to", t`To month`)}
      {state.source === "cn" ? (
        <>
          <fieldset className={s.kinds}>
            <legend className={f.label}>{t`Currency`}</legend>
            {(["USD", "CNY"] as const).map((currency) => (
              <label key={currency} className={s.kind}>
                <input
                  type="radio"
                  name={currencyName}
                  checked={state.currency === currency}
                  onChange={() => onChange({ currency })}
                />
                {currency === "USD" ? t`US dollars` : t`Renminbi (yuan)`}
              </label>
            ))}
          </fieldset>
          <label className={f.field}>
            <span className={f.label}>{t`Trade mode`}</span>
            <select
              className={s.select}
              value={state.tradeMode}
              onChange={(e) => onChange({ tradeMode: e.target.value })}
            >
              <option value="">{t`Every trade mode`}</option>
              {options.tradeModes.map((mode) => (
                <option key={mode.code} value={mode.code}>
                  {mode.name[locale]}
                </option>
              ))}
            </select>
          </label>
          <label className={f.field}>
            <span className={f.label}>{t`Province of the trader`}</span>
            <select
              className={s.select}
              value={state.province}
              onChange={(e) => onChange({ province: e.target.value })}
            >
              <option value="">{t`Every province`}</option>
              {options.provinces.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name[locale]}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
      <p className={w.text}>
        <Link className={w.link} href={statsAddress(defaultStats(state.source))}>
          {t`Clear the filters`}
        </Link>
      </p>
    </section>
  );
}

// Buyer search's form: what they buy (goods words), an HS code prefix, the country they import into,
// and the data sets (all the package's — customs, ship, transit — or one; D344). Written into the address.
import { useLingui } from "@lingui/react/macro";
import { type CatalogueEntry, COUNTRIES, type Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { datasetLabel, placeName } from "../../widgets/dataset-label.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import { type BuyerRequest, buyerAddress } from "./buyer-url.ts";

const ALL = "";

export function BuyerForm(props: {
  /** Every data set the package owns (D344), with its code in a query. */
  readonly datasets: readonly CatalogueEntry[];
  readonly request: BuyerRequest;
  readonly locale: Locale;
  readonly navigate: (to: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { request, locale } = props;
  const [keyword, setKeyword] = useState(request.keyword ?? "");
  const [hs, setHs] = useState(request.hs ?? "");
  const [country, setCountry] = useState(request.country ?? "");
  const [scope, setScope] = useState(request.datasets ?? ALL);
  const hsBad = hs.trim() !== "" && !/^\d{2,10}$/.test(hs.replace(/[.\s]/g, ""));
  const countries = [...COUNTRIES]
    .map((c) => ({ code: c.code, name: placeName(c.code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <form
      className={s.form}
      aria-label={t`Find buyers`}
      onSubmit={(event) => {
        event.preventDefault();
        if (hsBad) return;
        const { sort, order, pageSize, forwarders } = request;
        props.navigate(
          buyerAddress({
            datasets: scope,
            keyword,
            hs: hs.replace(/[.\s]/g, ""),
            country,
            sort,
            order,
            pageSize,
            forwarders,
          }),
        );
      }}
    >
      <label className={`${f.field} ${s.wide}`}>
        <span className={f.label}>{t`What they buy`}</span>
        <input
          className={f.input}
          type="search"
          name="keyword"
          value={keyword}
          placeholder={t`goods words, e.g. wooden chairs`}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </label>
      <label className={f.field}>
        <span className={f.label}>{t`HS code`}</span>
        <input
          className={f.input}
          name="hs"
          inputMode="numeric"
          value={hs}
          placeholder={t`2 to 10 digits`}
          aria-invalid={hsBad}
          aria-describedby={hsBad ? "buyer-hs-error" : undefined}
          onChange={(e) => setHs(e.target.value)}
        />
        {hsBad ? (
          <span id="buyer-hs-error" className={f.error}>{t`An HS code is 2 to 10 digits.`}</span>
        ) : null}
      </label>
      <label className={f.field}>
        <span className={f.label}>{t`Importing country`}</span>
        <select
          className={s.select}
          name="country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        >
          <option value="">{t`Any country`}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={`${f.field} ${s.wide}`}>
        <span className={f.label}>{t`Data sets`}</span>
        <select className={s.select} name="datasets" value={scope} onChange={(e) => setScope(e.target.value)}>
          <option value={ALL}>{t`All my data sets (${formatNumber(props.datasets.length, locale)})`}</option>
          {props.datasets.map((e) => (
            <option key={e.code} value={e.code}>
              {datasetLabel((id, values) => i18n._(id, values), e.dataset, locale)}
            </option>
          ))}
        </select>
      </label>
      <div className={f.actions}>
        <button type="submit" className={f.primaryButton}>
          {t`Find buyers`}
        </button>
      </div>
    </form>
  );
}

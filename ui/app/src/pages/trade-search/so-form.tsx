// Trade search's form: the words and where to look for them — company names (the default), names,
// goods and contacts together (com-all), or websites and e-mails (website-email), spec §3.
import { useLingui } from "@lingui/react/macro";
import type { DirectoryMatch } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import * as s from "../shipment-search/shipment-search.css.ts";
import { matchOf, type SoRequest, soAddress } from "./so-url.ts";

const MATCHES: readonly DirectoryMatch[] = ["name", "all", "contact"];

export function SoForm(props: { readonly request: SoRequest; readonly navigate: (to: string) => void }) {
  const { t } = useLingui();
  const [words, setWords] = useState(props.request.keyword ?? "");
  const [match, setMatch] = useState<DirectoryMatch>(matchOf(props.request));
  const names: Readonly<Record<DirectoryMatch, string>> = {
    name: t`Company name`,
    all: t`Name, goods, website or e-mail`,
    contact: t`Website or e-mail`,
  };
  const hints: Readonly<Record<DirectoryMatch, string>> = {
    name: t`part of a company name`,
    all: t`a name, goods words, a website or an e-mail`,
    contact: t`e.g. acme.com or sales@acme.com`,
  };
  return (
    <form
      className={s.form}
      aria-label={t`Search companies`}
      onSubmit={(event) => {
        event.preventDefault();
        props.navigate(soAddress(words, match, props.request.pageSize));
      }}
    >
      <fieldset className={`${f.field} ${s.wide}`}>
        <legend className={f.label}>{t`Search in`}</legend>
        <div className={s.kinds}>
          {MATCHES.map((m) => (
            <label key={m} className={s.kind}>
              <input
                type="radio"
                name="searchType"
                value={m}
                checked={match === m}
                onChange={() => setMatch(m)}
              />
              {names[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={`${f.field} ${s.wide}`}>
        <span className={f.label}>{t`Words`}</span>
        <input
          className={f.input}
          type="search"
          name="keyword"
          value={words}
          placeholder={hints[match]}
          onChange={(e) => setWords(e.target.value)}
        />
      </label>
      <div className={f.actions}>
        <button type="submit" className={f.primaryButton}>
          {t`Search`}
        </button>
      </div>
    </form>
  );
}

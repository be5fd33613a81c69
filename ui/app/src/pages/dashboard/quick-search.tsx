// The dashboard's search box (issue 15): words typed here start a search at once, as goods text over
// every data set the user owns, customs, ship and transit (core's quickSearchAddress, D344), on the
// search screen, which names those without goods text and where it can be narrowed.
import { useLingui } from "@lingui/react/macro";
import { type Locale, quickSearchAddress, routeById, segmentOfLocale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { useLocation } from "wouter";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./dashboard.css.ts";

export function QuickSearch(props: { readonly bits: string; readonly locale: Locale }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [words, setWords] = useState("");
  const [empty, setEmpty] = useState(false);
  if (quickSearchAddress("any", props.bits) === undefined) {
    const packagePath = routeById("package")?.paths[props.locale] ?? `/${segmentOfLocale(props.locale)}`;
    return (
      <p className={w.text}>
        {t`Your package includes no data set to search.`}{" "}
        <a className={w.link} href={packagePath}>{t`See the packages`}</a>
      </p>
    );
  }
  return (
    <form
      className={s.search}
      aria-label={t`Search shipments`}
      onSubmit={(event) => {
        event.preventDefault();
        const address = quickSearchAddress(words, props.bits);
        setEmpty(address === undefined);
        if (address !== undefined) navigate(address);
      }}
    >
      <div className={`${f.field} ${s.searchField}`}>
        <label className={f.label} htmlFor="dashboard-search">{t`Search your data sets by goods`}</label>
        <input
          id="dashboard-search"
          className={f.input}
          type="search"
          value={words}
          placeholder={t`e.g. steel chairs`}
          aria-describedby={empty ? "dashboard-search-empty" : undefined}
          onChange={(e) => setWords(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className={f.primaryButton}>
        {t`Search`}
      </button>
      {empty ? (
        <p id="dashboard-search-empty" role="alert" className={f.error}>
          {t`Type the goods to look for.`}
        </p>
      ) : null}
    </form>
  );
}

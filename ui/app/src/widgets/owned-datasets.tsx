// The data sets the session owns according to its customs_data_source bits (core's decoding, grouped
// by continent), named in the user's language; "none" when it owns nothing.
import { useLingui } from "@lingui/react";
import { type Locale, ownedDatasetsByContinent } from "@portolan/core";
import { datasetLabel } from "./dataset-label.ts";
import * as s from "./widgets.css.ts";

export function OwnedDatasets({ bits, locale }: { readonly bits: string; readonly locale: Locale }) {
  const { i18n } = useLingui();
  const groups = ownedDatasetsByContinent(bits);
  const t = (id: string, values?: Readonly<Record<string, string | number>>) => i18n._(id, values);
  return (
    <section className={s.card} aria-labelledby="dash-datasets" data-testid="datasets">
      <h2 id="dash-datasets" className={s.cardTitle}>
        {i18n._("pages.datasets.heading")}
      </h2>
      {groups.length === 0 ? (
        <p className={s.muted}>{i18n._("pages.datasets.none")}</p>
      ) : (
        groups.map((g) => (
          <div key={g.continent} className={s.continent} data-continent={g.continent}>
            <h3 id={`dash-continent-${g.continent}`} className={s.subTitle}>
              {i18n._(g.label)}
            </h3>
            <ul className={s.list} aria-labelledby={`dash-continent-${g.continent}`}>
              {g.datasets.map((d) => (
                <li key={`${d.category}-${d.value}`}>{datasetLabel(t, d, locale)}</li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

// The data sets' dialog (dataset-picker.tsx opens it; fetched on first use, lazy-dialog.ts): the
// whole customs catalogue, a filter box, a checkbox per owned data set and one for all of a group;
// the others say they are not in the package and link to it (decision D207).
import { useLingui } from "@lingui/react/macro";
import { type AnyDataset, type CatalogueGroup, type Locale, normaliseText } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button, Heading } from "react-aria-components";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import * as w from "../../widgets/widgets.css.ts";
import { SearchModal } from "./search-modal.tsx";
import * as s from "./shipment-search.css.ts";

export interface DatasetDialogProps {
  readonly groups: readonly CatalogueGroup[];
  readonly chosen: readonly string[];
  readonly locale: Locale;
  readonly packagePath: string;
  readonly onChange: (datasets: readonly string[]) => void;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

export function DatasetDialog(props: DatasetDialogProps) {
  const { i18n, t } = useLingui();
  const [filter, setFilter] = useState("");
  const label = (d: AnyDataset) => datasetLabel((id, values) => i18n._(id, values), d, props.locale);
  const kindName: Readonly<Record<CatalogueGroup["type"], string>> = {
    SHIPMENTS_IMPORT: t`Imports`,
    SHIPMENTS_EXPORT: t`Exports`,
    SHIP: t`Ship data`,
    TRANSIT: t`Transit data`,
  };
  const groupName = (g: CatalogueGroup) =>
    g.type === "TRANSIT"
      ? kindName.TRANSIT
      : `${i18n._(`datasets.continent.${g.continent}`)} · ${kindName[g.type]}`;
  const chosen = new Set(props.chosen);
  const set = (values: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const v of values)
      if (on) next.add(v);
      else next.delete(v);
    // Catalogue order, so that the address is the same whatever the order of the clicks.
    props.onChange(props.groups.flatMap((g) => g.datasets.map((e) => e.code)).filter((v) => next.has(v)));
  };
  const words = normaliseText(filter);
  const shown = props.groups
    .map((g) => ({
      ...g,
      datasets: g.datasets.filter(
        (e) => words === "" || normaliseText(`${label(e.dataset)} ${groupName(g)} ${e.code}`).includes(words),
      ),
    }))
    .filter((g) => g.datasets.length > 0);
  return (
    <SearchModal isOpen={props.isOpen} onClose={props.onClose}>
      {(close) => (
        <>
          <Heading slot="title" className={s.dialogTitle}>
            {t`Choose the data sets to search`}
          </Heading>
          <label className={f.field}>
            <span className={f.label}>{t`Filter the data sets`}</span>
            <input
              className={f.input}
              type="search"
              value={filter}
              placeholder={t`a country, e.g. Mexico`}
              onChange={(e) => setFilter(e.target.value)}
            />
          </label>
          <div className={s.dialogBody}>
            {shown.length === 0 ? <p>{t`No data set matches this filter.`}</p> : null}
            {shown.map((g) => {
              const owned = g.datasets.filter((e) => e.owned).map((e) => e.code);
              const all = owned.length > 0 && owned.every((v) => chosen.has(v));
              const name = groupName(g);
              return (
                <fieldset key={`${g.continent}-${g.type}`} className={s.group}>
                  <legend className={s.groupLegend}>{name}</legend>
                  {owned.length > 1 ? (
                    <label className={s.kind}>
                      <input type="checkbox" checked={all} onChange={(e) => set(owned, e.target.checked)} />
                      {t`All of ${name}`}
                    </label>
                  ) : null}
                  <ul className={s.plainList}>
                    {[...g.datasets.filter((e) => e.owned), ...g.datasets.filter((e) => !e.owned)].map(
                      ({ dataset, code, owned: mine }) => (
                        <li key={code}>
                          {mine ? (
                            <label className={s.kind}>
                              <input
                                type="checkbox"
                                checked={chosen.has(code)}
                                onChange={(e) => set([code], e.target.checked)}
                              />
                              {label(dataset)}
                            </label>
                          ) : (
                            <span className={s.notOwned}>
                              <span>{label(dataset)}</span>
                              <a
                                className={`${w.link} ${s.notOwnedLink}`}
                                href={props.packagePath}
                                aria-label={t`${label(dataset)}: not in your package, see the packages`}
                              >
                                {t`Not in your package`}
                              </a>
                            </span>
                          )}
                        </li>
                      ),
                    )}
                  </ul>
                </fieldset>
              );
            })}
          </div>
          <div className={s.dialogActions}>
            <Button className={f.primaryButton} onPress={close}>
              {t`Done`}
            </Button>
          </div>
        </>
      )}
    </SearchModal>
  );
}

// The partners report's first step: find a firm by a piece of its name, as importer or exporter,
// over all the user's data sets or one of them (the tradeCompanies call), and pick it from the
// busiest matches. The search is written into the address; its matches link to the firm's report.
import { useLingui } from "@lingui/react/macro";
import { type AnyDataset, type CatalogueGroup, type Locale, searchKindsOf } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import { FirmMatches } from "./firm-matches.tsx";
import { type FirmRole, type FirmSearch, searchAddress } from "./report-url.ts";

const ALL = "all";
const ROLES: readonly FirmRole[] = ["importer", "exporter"];

export function FirmPicker(props: {
  /** The package's data sets, customs, ship and transit (owned entries only; D344). */
  readonly groups: readonly CatalogueGroup[];
  readonly search: FirmSearch | undefined;
  readonly locale: Locale;
  readonly navigate: (to: string) => void;
}) {
  const { i18n, t } = useLingui();
  const owned = props.groups.flatMap((g) => g.datasets);
  const asked = props.search?.datasets.split(",") ?? [];
  const [scope, setScope] = useState(asked.length === 1 ? (asked[0] as string) : ALL);
  const [role, setRole] = useState<FirmRole>(props.search?.role ?? "importer");
  const [words, setWords] = useState(props.search?.words ?? "");
  const inScope = scope === ALL ? owned : owned.filter((e) => e.code === scope);
  // A role is offered while some chosen data set names that side; every chosen set is sent, and the
  // provider searches those that name it and names the rest (D336, D344).
  const allowed = (r: FirmRole) => inScope.some((e) => searchKindsOf(e.dataset).includes(r));
  const chosenRole = allowed(role) ? role : (ROLES.find(allowed) ?? role);
  const datasets = allowed(chosenRole) ? inScope.map((e) => e.code) : [];
  const label = (d: AnyDataset) => datasetLabel((id, values) => i18n._(id, values), d, props.locale);
  const roleName: Readonly<Record<FirmRole, string>> = { importer: t`Importer`, exporter: t`Exporter` };
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
  return (
    <>
      <form
        className={s.form}
        aria-label={t`Find a company`}
        onSubmit={(event) => {
          event.preventDefault();
          if (words.trim() === "" || datasets.length === 0) return;
          props.navigate(searchAddress({ datasets: datasets.join(","), role: chosenRole, words }));
        }}
      >
        <div className={`${f.field} ${s.wide}`}>
          <label className={f.label} htmlFor="report-datasets">{t`Data sets`}</label>
          <select
            id="report-datasets"
            className={s.select}
            value={scope}
            onChange={(e) => setScope(e.target.value)}
          >
            <option value={ALL}>{t`All my data sets (${formatNumber(owned.length, props.locale)})`}</option>
            {props.groups.map((g) => (
              <optgroup key={`${g.continent}-${g.type}`} label={groupName(g)}>
                {g.datasets.map((e) => (
                  <option key={e.code} value={e.code}>
                    {label(e.dataset)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <fieldset className={`${f.field} ${s.wide}`}>
          <legend className={f.label}>{t`The company trades as`}</legend>
          <div className={s.kinds}>
            {ROLES.map((r) => (
              <label key={r} className={s.kind}>
                <input
                  type="radio"
                  name="role"
                  value={r}
                  checked={chosenRole === r}
                  disabled={!allowed(r)}
                  onChange={() => setRole(r)}
                />
                {roleName[r]}
                {allowed(r) ? null : <span className={f.hint}>{t`(not in this data set)`}</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={`${f.field} ${s.wide}`}>
          <span className={f.label}>{t`Company name`}</span>
          <input
            className={f.input}
            type="search"
            required
            value={words}
            placeholder={t`part of a company name`}
            onChange={(e) => setWords(e.target.value)}
          />
        </label>
        <div className={f.actions}>
          <button type="submit" className={f.primaryButton} disabled={datasets.length === 0}>
            {t`Find`}
          </button>
        </div>
      </form>
      {props.search === undefined ? (
        <p
          className={w.muted}
        >{t`Type a piece of the company's name and press Find, then choose the company.`}</p>
      ) : (
        <FirmMatches search={props.search} locale={props.locale} />
      )}
    </>
  );
}

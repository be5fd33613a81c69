// What a search's answer says of the data sets it did not search as chosen (issue 31 items 4 and 12;
// the shipment, buyer, trade and firm searches alike, D344): those left out because their records do
// not carry what the search reads (a kind's field, or any firm), grouped by why, those searched
// whose records lack a field the query filters by (US bills under an HS filter), and those of a shared
// link the viewer's package does not include (the rest is searched). Each named in the user's language.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DatasetLeftOut, DatasetWithoutField } from "@portolan/contracts";
import { type Locale, tradeDatasetOf } from "@portolan/core";
import { datasetLabel } from "./dataset-label.ts";
import * as w from "./widgets.css.ts";

/** Up to this many left-out data sets are named at once; more are counted, named on opening. */
const FEW = 3;

/** The data sets' names in the user's language, one list; a name holds commas, so ";" parts them. */
const useNames = (locale: Locale) => {
  const { i18n } = useLingui();
  return (values: readonly string[]): string =>
    values
      .map((v) => {
        const d = tradeDatasetOf(v);
        return d === undefined ? v : datasetLabel((id, p) => i18n._(id, p), d, locale);
      })
      .join(locale === "zh" ? "；" : "; ");
};

export function SearchScopeNotes(props: {
  readonly leftOut?: readonly DatasetLeftOut[] | undefined;
  readonly withoutField?: readonly DatasetWithoutField[] | undefined;
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  const names = useNames(props.locale);
  const left = props.leftOut ?? [];
  const without = props.withoutField ?? [];
  if (left.length === 0 && without.length === 0) return null;
  // One sentence per reason, in the order the reasons first occur.
  const kinds = [...new Set(left.map((l) => l.kind))];
  const sentence = (kind: DatasetLeftOut["kind"]) => {
    const leftNames = names(left.filter((l) => l.kind === kind).map((l) => l.dataset));
    return kind === "importer"
      ? t`Not searched, as their records name no importer: ${leftNames}.`
      : kind === "exporter"
        ? t`Not searched, as their records name no exporter: ${leftNames}.`
        : kind === "hsCode"
          ? t`Not searched, as their records carry no HS code: ${leftNames}.`
          : kind === "firm"
            ? t`Not searched, as their records name no company: ${leftNames}.`
            : t`Not searched, as their records carry no goods description: ${leftNames}.`;
  };
  const sentences = (
    <div data-testid="search-left-out">
      {kinds.map((kind) => (
        <p key={kind} className={w.muted}>
          {sentence(kind)}
        </p>
      ))}
    </div>
  );
  const count = left.length;
  return (
    <div data-testid="search-scope">
      {left.length === 0 ? null : left.length <= FEW ? (
        sentences
      ) : (
        // Many are counted, their names one click away (a phone would scroll past a long list).
        <details className={w.muted}>
          <summary>{t`Not searched: ${plural(count, { one: "# data set", other: "# data sets" })}`}</summary>
          {sentences}
        </details>
      )}
      {without.length === 0 ? null : (
        <p className={w.muted} data-testid="search-without-hs">
          {t`The records of ${names(without.map((x) => x.dataset))} carry no HS code, so only the few that do can match the HS filter.`}
        </p>
      )}
    </div>
  );
}

/** The data sets of a shared link the viewer's package does not include: named, the rest searched. */
export function MissingDatasetsNote(props: {
  readonly missing: readonly string[];
  readonly searched: boolean;
  readonly locale: Locale;
  readonly packagePath: string;
}) {
  const { t } = useLingui();
  const names = useNames(props.locale)(props.missing);
  if (props.missing.length === 0) return null;
  return (
    <p className={w.text} role="note" data-testid="missing-datasets">
      {props.searched
        ? t`Your package does not include ${names}, so this search shows the other data sets of the link.`
        : t`Your package does not include ${names}.`}{" "}
      <a className={w.link} href={props.packagePath}>{t`See the packages`}</a>
    </p>
  );
}

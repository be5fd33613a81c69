// The search's data sets (issue 15 "the data sets the user owns, grouped by continent and
// import/export, with the ones not owned shown and leading to the package page"): a button naming
// the choice opens a dialog with the whole catalogue (customs, ship and transit data, D337) (dataset-dialog.tsx, fetched on first
// use: lazy-dialog.ts; decision D207).
import { Plural, useLingui } from "@lingui/react/macro";
import type { AnyDataset, CatalogueGroup, Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import type { DatasetDialogProps } from "./dataset-dialog.tsx";
import { useLazyDialog } from "./lazy-dialog.ts";
import * as s from "./shipment-search.css.ts";

const loadDialog = () => guardedImport(() => import("./dataset-dialog.tsx")).then((m) => m?.DatasetDialog);

export function DatasetPicker(props: {
  readonly groups: readonly CatalogueGroup[];
  readonly chosen: readonly string[];
  readonly locale: Locale;
  readonly packagePath: string;
  readonly onChange: (datasets: readonly string[]) => void;
}) {
  const { i18n, t } = useLingui();
  const dialog = useLazyDialog<DatasetDialogProps>(loadDialog);
  const label = (d: AnyDataset) => datasetLabel((id, values) => i18n._(id, values), d, props.locale);
  const first = props.groups.flatMap((g) => g.datasets).find((e) => e.code === props.chosen[0]);
  const summary =
    props.chosen.length === 1 && first !== undefined ? (
      label(first.dataset)
    ) : (
      <Plural value={props.chosen.length} _0="No data set chosen" one="# data set" other="# data sets" />
    );
  return (
    <div className={`${f.field} ${s.wide}`}>
      <span className={f.label} id="datasets-label">{t`Data sets`}</span>
      <button
        type="button"
        className={s.pickerButton}
        id="datasets-button"
        aria-labelledby="datasets-label datasets-button"
        {...dialog.trigger}
      >
        <span>{summary}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {dialog.Dialog ? <dialog.Dialog {...props} isOpen={dialog.isOpen} onClose={dialog.close} /> : null}
    </div>
  );
}

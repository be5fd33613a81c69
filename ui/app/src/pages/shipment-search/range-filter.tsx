// A weight or value range of the search form: two bounds as typed (nothing typed is lost), and what
// is wrong with them in the user's language (core's rangeIssue: no number, or backwards).
import { useLingui } from "@lingui/react/macro";
import type { RangeIssue } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import * as s from "./shipment-search.css.ts";

export function RangeFilter(props: {
  readonly id: string;
  readonly legend: string;
  readonly min: string;
  readonly max: string;
  /** Shown once the user has left the field or tried to search. */
  readonly issue: RangeIssue | undefined;
  readonly onChange: (min: string, max: string) => void;
  readonly onBlur: () => void;
}) {
  const { i18n, t } = useLingui();
  const issueId = `${props.id}-issue`;
  const invalid = props.issue !== undefined;
  const bound = (which: "min" | "max", label: string) => (
    <label className={`${f.field} ${s.rangeInput}`}>
      <span className={f.label}>{label}</span>
      <input
        id={`${props.id}-${which}`}
        className={f.input}
        inputMode="decimal"
        value={which === "min" ? props.min : props.max}
        aria-invalid={invalid}
        aria-describedby={invalid ? issueId : undefined}
        onBlur={props.onBlur}
        onChange={(e) =>
          which === "min"
            ? props.onChange(e.target.value, props.max)
            : props.onChange(props.min, e.target.value)
        }
      />
    </label>
  );
  return (
    <fieldset className={`${f.field} ${s.group}`}>
      <legend className={f.label}>{props.legend}</legend>
      <div className={s.rangeRow}>
        {bound("min", t`At least`)}
        {bound("max", t`At most`)}
      </div>
      {invalid ? (
        <p id={issueId} className={s.issue} role="alert">
          {i18n._(props.issue)}
        </p>
      ) : null}
    </fieldset>
  );
}

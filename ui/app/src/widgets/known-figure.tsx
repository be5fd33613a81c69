// A sum of weights or values that some shipments lacked (issue 31 item 10, D322): "–" when none was
// known, the sum of the known ones otherwise, and "value known for 3 of 5 shipments" under it when
// some were missing — an unknown value is never shown or summed as 0. A group of no shipments (a
// month in which nothing shipped) shows its true 0 (core's knownCoverage, D341).
import { useLingui } from "@lingui/react";
import { knownCoverage } from "@portolan/core";
import * as r from "../pages/partners-report/partners-report.css.ts";
import { type KnownWhat, knownNote, notKnownTitle } from "./known-note.ts";
import * as w from "./widgets.css.ts";

export function KnownFigure(props: {
  readonly sum: number;
  /** Of `of` shipments, how many had the figure. */
  readonly known: number;
  readonly of: number;
  readonly what: KnownWhat;
  readonly n: (v: number) => string;
}) {
  const { i18n } = useLingui();
  const { known, of } = props;
  if (knownCoverage(known, of) === "none") return <span title={notKnownTitle(i18n, props.what)}>–</span>;
  const note = knownNote(i18n, props.what, known, of, props.n);
  return (
    <>
      {props.n(props.sum)}
      {note === undefined ? null : <span className={`${w.muted} ${r.knownNote}`}>{note}</span>}
    </>
  );
}

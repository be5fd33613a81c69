// A live figure, or its stand-in while loading: the same line either way, so the page never shifts.
import * as s from "./data.css.ts";

/** `value` undefined shows a dash (hidden from screen readers: the status line says what is going on). */
export function Figure(props: { readonly value: string | undefined }) {
  return props.value === undefined ? (
    <span className={s.placeholder} aria-hidden="true">
      —
    </span>
  ) : (
    props.value
  );
}

/** Whether a data set supports a search: a mark for the eye and words for screen readers. */
export function SearchFlag(props: { readonly on: boolean; readonly yes: string; readonly no: string }) {
  return props.on ? (
    <span className={s.flagYes}>
      <span aria-hidden="true">✓</span>
      <span className={s.visuallyHidden}>{props.yes}</span>
    </span>
  ) : (
    <span className={s.flagNo}>
      <span aria-hidden="true">–</span>
      <span className={s.visuallyHidden}>{props.no}</span>
    </span>
  );
}

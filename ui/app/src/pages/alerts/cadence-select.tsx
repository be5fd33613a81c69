// A tracked item's alerts: instant (a mail each time an import brings something new) or a daily
// digest (one mail a day with all of them), beside where tracking is set.
import { useLingui } from "@lingui/react/macro";
import { type AlertCadence, isAlertCadence } from "@portolan/core";
import { useState } from "react";
import { setCadence } from "./alert-calls.ts";
import * as s from "./alerts.css.ts";

export function CadenceSelect(props: {
  readonly id: number;
  readonly cadence: AlertCadence;
  readonly label: string;
  /** A longer name for assistive technology, where several are on one screen. */
  readonly ariaLabel?: string;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const change = async (value: string) => {
    if (!isAlertCadence(value)) return;
    setBusy(true);
    await setCadence(props.id, value);
    setBusy(false);
  };
  return (
    <label className={s.cadence}>
      <span>{props.label}</span>
      <select
        className={s.select}
        {...(props.ariaLabel === undefined ? {} : { "aria-label": props.ariaLabel })}
        value={props.cadence}
        disabled={busy}
        onChange={(e) => void change(e.currentTarget.value)}
      >
        <option value="instant">{t`Instant alerts`}</option>
        <option value="daily">{t`Daily digest`}</option>
      </select>
    </label>
  );
}

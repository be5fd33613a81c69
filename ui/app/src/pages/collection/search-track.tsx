// A saved search's tracking (issue 16): "Track" toggles alerts of the shipments an import brings
// that the search finds; once on, its alerts are instant or a daily digest.
import { useLingui } from "@lingui/react/macro";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { setSearchTracking } from "../alerts/alert-calls.ts";
import { CadenceSelect } from "../alerts/cadence-select.tsx";
import * as s from "./collection.css.ts";

export function SearchTrack(props: { readonly query: string; readonly title: string }) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery("trackedSearches", {});
  const [busy, setBusy] = useState(false);
  if (remote.state !== "ready") return null;
  const tracked = remote.data.searches.find((x) => x.query === props.query);
  const toggle = async () => {
    setBusy(true);
    await setSearchTracking(props.query, tracked === undefined);
    setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className={`${f.secondaryButton} ${s.toggle}`}
        aria-pressed={tracked !== undefined}
        aria-label={t`Track ${props.title}`}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{tracked === undefined ? "+" : "✓"}</span> {t`Track`}
      </button>
      {tracked === undefined ? null : (
        <CadenceSelect
          id={tracked.id}
          cadence={tracked.cadence}
          label={t`Alerts`}
          ariaLabel={t`Alerts for ${props.title}`}
        />
      )}
    </>
  );
}

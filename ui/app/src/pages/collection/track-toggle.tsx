// "Track" (issue 15 company profile): a company tracked as importer, as exporter, or both, each a
// toggle showing whether it is on, and once on, its alerts: instant or a daily digest (issue 16).
import { useLingui } from "@lingui/react/macro";
import type { TrackedCompany } from "@portolan/contracts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { Fragment, useState } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { CadenceSelect } from "../alerts/cadence-select.tsx";
import * as s from "./collection.css.ts";
import { setTracking } from "./collection-calls.ts";

type Role = TrackedCompany["role"];

export function TrackToggles(props: {
  readonly companyId: number;
  readonly datasets: string;
  readonly name: string;
}) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery("trackedCompanies", {});
  const [busy, setBusy] = useState(false);
  if (remote.state !== "ready") return null;
  const trackedAs = (role: Role) =>
    remote.data.companies.find((c) => c.companyId === props.companyId && c.role === role);
  const on = (role: Role) => trackedAs(role) !== undefined;
  const label: Readonly<Record<Role, string>> = {
    importer: t`Track as importer`,
    exporter: t`Track as exporter`,
  };
  const alertsLabel: Readonly<Record<Role, string>> = {
    importer: t`Alerts as importer`,
    exporter: t`Alerts as exporter`,
  };
  const toggle = async (role: Role) => {
    setBusy(true);
    await setTracking(props, role, !on(role));
    setBusy(false);
  };
  return (
    <>
      {(["importer", "exporter"] as const).map((role) => {
        const tracked = trackedAs(role);
        return (
          <Fragment key={role}>
            <button
              type="button"
              className={`${f.secondaryButton} ${s.toggle}`}
              aria-pressed={tracked !== undefined}
              disabled={busy}
              onClick={() => void toggle(role)}
            >
              <span aria-hidden="true">{tracked === undefined ? "+" : "✓"}</span> {label[role]}
            </button>
            {tracked === undefined ? null : (
              <CadenceSelect id={tracked.id} cadence={tracked.cadence} label={alertsLabel[role]} />
            )}
          </Fragment>
        );
      })}
    </>
  );
}

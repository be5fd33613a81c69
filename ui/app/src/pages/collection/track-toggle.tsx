// "Track" (issue 15 company profile): a company tracked as importer, as exporter, or both, each a
// toggle showing whether it is on. Tracking is what the e-mail alerts will follow.
import { useLingui } from "@lingui/react/macro";
import type { TrackedCompany } from "@portolan/contracts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
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
  const on = (role: Role) =>
    remote.data.companies.some((c) => c.companyId === props.companyId && c.role === role);
  const label: Readonly<Record<Role, string>> = {
    importer: t`Track as importer`,
    exporter: t`Track as exporter`,
  };
  const toggle = async (role: Role) => {
    setBusy(true);
    await setTracking(props, role, !on(role));
    setBusy(false);
  };
  return (
    <>
      {(["importer", "exporter"] as const).map((role) => (
        <button
          type="button"
          key={role}
          className={`${f.secondaryButton} ${s.toggle}`}
          aria-pressed={on(role)}
          disabled={busy}
          onClick={() => void toggle(role)}
        >
          <span aria-hidden="true">{on(role) ? "✓" : "+"}</span> {label[role]}
        </button>
      ))}
    </>
  );
}

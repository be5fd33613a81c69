// The "Same company as…" action of a firm's search row (issue 30 "Feedback") and its dialog.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { useState } from "react";
import { Button } from "react-aria-components";
import type { FirmRef } from "./dialogs/same-company-dialog.tsx";
import * as s from "./firm-feedback.css.ts";
import { LaterSameCompanyDialog } from "./later-dialogs.tsx";

export function SameCompanyAction(props: {
  readonly firm: FirmRef;
  readonly datasets: string;
  readonly side: "importer" | "exporter";
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = props.firm.name;
  return (
    <>
      <Button
        className={s.action}
        data-testid="same-company-action"
        aria-label={t`Same company as…: ${name}`}
        onPress={() => setOpen(true)}
      >
        {t`Same company as…`}
      </Button>
      {open ? <LaterSameCompanyDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

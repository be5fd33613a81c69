// A link to share: shown in a read-only field (selectable by hand) with a button that copies it.
import { useLingui } from "@lingui/react";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { Button } from "react-aria-components";
import * as s from "./widgets.css.ts";

export function CopyLink(props: {
  readonly id: string;
  readonly url: string;
  readonly label: string;
  readonly copyLabel: string;
}) {
  const { i18n } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      notify("success", i18n._("pages.orders.copied"));
    } catch {
      notify("warning", i18n._("pages.orders.copyFailed"));
      (document.getElementById(props.id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className={s.copyRow}>
      <input
        id={props.id}
        className={s.copyInput}
        readOnly
        value={props.url}
        aria-label={props.label}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button className={f.secondaryButton} aria-label={props.copyLabel} onPress={() => void copy()}>
        {i18n._("pages.copy")}
      </Button>
    </div>
  );
}

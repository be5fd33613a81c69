// What a console page shows while its data loads, or when it could not be loaded (the reason was
// already notified by the console's call). A plain button: the search screen shows this module at
// first load, and react-aria's Button would bring its press and focus code with it (D226).
import { useLingui } from "@lingui/react";
import * as f from "@portolan/kit/forms/forms.css.ts";
import type { ConsolePagesMessageId } from "../i18n/console-pages-messages.ts";
import * as s from "./widgets.css.ts";

export function Loading() {
  const { i18n } = useLingui();
  return (
    <p role="status" className={s.muted}>
      {i18n._("pages.loading" satisfies ConsolePagesMessageId)}
    </p>
  );
}

export function LoadFailed({ retry }: { readonly retry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className={s.copyRow}>
      <p className={s.bad}>{i18n._("pages.loadFailed" satisfies ConsolePagesMessageId)}</p>
      <button type="button" className={f.secondaryButton} onClick={retry}>
        {i18n._("pages.retry" satisfies ConsolePagesMessageId)}
      </button>
    </div>
  );
}

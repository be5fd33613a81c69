// What a console page shows while its data loads, or when it could not be loaded (the reason was
// already notified by the console's call).
import { useLingui } from "@lingui/react";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { Button } from "react-aria-components";
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
      <Button className={f.secondaryButton} onPress={retry}>
        {i18n._("pages.retry" satisfies ConsolePagesMessageId)}
      </Button>
    </div>
  );
}

// The HS filter's picker (issue 15 "an HS picker (sections → chapters → headings, in the three
// languages), plus finding by words or code"; six-digit subheadings since issue 31 item 6): a button
// naming the chosen code opens the picker's dialog (hs-dialog.tsx, fetched on first use).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import type { HsDialogProps } from "./hs-dialog.tsx";
import { useLazyDialog } from "./lazy-dialog.ts";
import * as s from "./shipment-search.css.ts";

const loadDialog = () => guardedImport(() => import("./hs-dialog.tsx")).then((m) => m?.HsDialog);

export function HsPicker(props: {
  readonly value: string;
  readonly locale: Locale;
  readonly onChange: (code: string) => void;
}) {
  const { t } = useLingui();
  const dialog = useLazyDialog<HsDialogProps>(loadDialog);
  return (
    <div className={f.field}>
      <span className={f.label} id="hs-label">{t`HS code`}</span>
      <button
        type="button"
        className={s.pickerButton}
        id="hs-button"
        aria-labelledby="hs-label hs-button"
        {...dialog.trigger}
      >
        {props.value === "" ? (
          <span>{t`Any goods`}</span>
        ) : (
          <ChosenCode code={props.value} locale={props.locale} />
        )}
        <span aria-hidden="true">▾</span>
      </button>
      {dialog.Dialog ? <dialog.Dialog {...props} isOpen={dialog.isOpen} onClose={dialog.close} /> : null}
    </div>
  );
}

/** The chosen code, with its name once known (down to a subheading; a longer code shows its digits). */
function ChosenCode(props: { readonly code: string; readonly locale: Locale }) {
  const { remote } = useConsoleQuery("tradeHsCodes", { query: { q: props.code, lang: props.locale } });
  const node = remote.state === "ready" ? remote.data.nodes.find((n) => n.code === props.code) : undefined;
  return (
    <span className={s.chosenCode}>
      {props.code}
      {node === undefined ? null : (
        <>
          {" · "}
          <span lang={node.lang}>{node.name}</span>
        </>
      )}
    </span>
  );
}

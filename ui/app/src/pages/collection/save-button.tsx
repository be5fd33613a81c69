// "Save to collection" (issue 15): shows whether the thing is in the user's collection already and
// toggles it: a press saves it, a second press removes it. Whether it is saved is asked of the
// provider by kind and reference, so another screen's save shows here too.
import { useLingui } from "@lingui/react/macro";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as s from "./collection.css.ts";
import { type NewItem, removeItem, saveItem } from "./collection-calls.ts";

export function SaveToCollection(props: NewItem) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery("collectionItems", { query: { kind: props.kind, ref: props.ref } });
  const [busy, setBusy] = useState(false);
  if (remote.state !== "ready") return null;
  const saved = remote.data.items[0];
  const toggle = async () => {
    setBusy(true);
    if (saved === undefined) await saveItem(props);
    else await removeItem(saved.id);
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={`${f.secondaryButton} ${s.toggle}`}
      aria-pressed={saved !== undefined}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="save-to-collection"
    >
      <span aria-hidden="true">{saved === undefined ? "☆" : "★"}</span>{" "}
      {props.kind === "search"
        ? saved === undefined
          ? t`Save this search`
          : t`Search saved`
        : saved === undefined
          ? t`Save to collection`
          : t`Saved to collection`}
    </button>
  );
}

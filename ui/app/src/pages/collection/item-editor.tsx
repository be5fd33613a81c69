// An item's note and tags, edited in place: tags typed in one box, separated by commas; a refusal
// (a tag too long or with other characters, a note too long) said beside the fields in the user's
// language, the values kept.
import { useLingui } from "@lingui/react/macro";
import type { CollectionItem } from "@portolan/contracts";
import { COLLECTION_NOTE_MAX, splitTags } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import * as s from "./collection.css.ts";
import { updateItem } from "./collection-calls.ts";
import { refusalText } from "./refusal-text.ts";

export function ItemEditor(props: {
  readonly item: CollectionItem;
  readonly title: string;
  readonly onDone: () => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [note, setNote] = useState(props.item.note);
  const [tags, setTags] = useState(props.item.tags.join(", "));
  const [issue, setIssue] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const result = await updateItem(props.item.id, note, splitTags(tags));
    setBusy(false);
    if (result.ok) props.onDone();
    else
      setIssue(
        refusalText((key, values) => i18n._(key, values), result.outcome) ??
          t`The change could not be saved.`,
      );
  };
  return (
    <form
      className={s.editor}
      aria-label={t`Note and tags of ${props.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={f.field}>
        <label className={f.label} htmlFor={`${id}-note`}>{t`Note`}</label>
        <textarea
          id={`${id}-note`}
          className={f.textarea}
          rows={3}
          maxLength={COLLECTION_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </div>
      <div className={f.field}>
        <label className={f.label} htmlFor={`${id}-tags`}>{t`Tags`}</label>
        <input
          id={`${id}-tags`}
          className={f.input}
          value={tags}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setTags(e.currentTarget.value)}
        />
        <span
          id={`${id}-hint`}
          className={f.hint}
        >{t`Separate tags with commas, e.g. suppliers, chairs`}</span>
      </div>
      {issue === undefined ? null : (
        <p role="alert" className={f.error}>
          {issue}
        </p>
      )}
      <div className={s.actions}>
        <Button type="submit" className={f.primaryButton} isDisabled={busy}>
          {t`Save`}
        </Button>
        <Button className={f.secondaryButton} onPress={props.onDone}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

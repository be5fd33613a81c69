// One saved item: its name linking to its screen, what it is and when it was saved, its note and
// tags (a tag filters the collection by it), and the buttons to edit the note and tags or remove it.
import { useLingui } from "@lingui/react/macro";
import type { CollectionItem } from "@portolan/contracts";
import { customsDatasetByValue, type Locale } from "@portolan/core";
import { formatDate } from "@portolan/kit/format/dates.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { Link } from "wouter";
import { datasetLabel } from "../../widgets/dataset-label.ts";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./collection.css.ts";
import { collectionPath } from "./collection-path.ts";
import { ItemEditor } from "./item-editor.tsx";
import { SearchTrack } from "./search-track.tsx";

export function ItemRow(props: {
  readonly item: CollectionItem;
  readonly locale: Locale;
  readonly describe: (query: string) => string;
  readonly onRemove: (item: CollectionItem, title: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { item, locale } = props;
  const [editing, setEditing] = useState(false);
  const title =
    item.title ??
    (item.kind === "search"
      ? props.describe(item.ref)
      : item.kind === "bill"
        ? t`Shipment ${item.ref}`
        : t`Company ${item.ref}`);
  const kindWord = { bill: t`Shipment`, company: t`Company`, search: t`Search` }[item.kind];
  const sets = item.datasets
    .map((code) => customsDatasetByValue(code))
    .map((d, i) => (d === undefined ? item.datasets[i] : datasetLabel((id, v) => i18n._(id, v), d, locale)))
    .join(", ");
  const saved = formatDate(item.createdAt, locale);
  return (
    <li className={s.itemRow} data-kind={item.kind}>
      <Link className={`${w.link} ${s.itemTitle}`} href={item.address}>
        {title}
      </Link>
      <p className={w.muted}>
        {kindWord} · {t`saved ${saved}`}
        {sets === "" ? null : ` · ${sets}`}
      </p>
      {item.note === "" ? null : <p className={s.note}>{item.note}</p>}
      {item.tags.length === 0 ? null : (
        <ul className={s.chips} aria-label={t`Tags`}>
          {item.tags.map((tag) => (
            <li key={tag}>
              <Link className={s.tag} href={collectionPath(undefined, tag)}>
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ItemEditor item={item} title={title} onDone={() => setEditing(false)} />
      ) : (
        <div className={s.actions}>
          {item.kind === "search" ? <SearchTrack query={item.ref} title={title} /> : null}
          <Button
            className={f.secondaryButton}
            aria-label={t`Edit the note and tags of ${title}`}
            onPress={() => setEditing(true)}
          >
            {t`Edit the note and tags`}
          </Button>
          <Button
            className={f.secondaryButton}
            aria-label={t`Remove ${title}`}
            onPress={() => props.onRemove(item, title)}
          >
            {t`Remove`}
          </Button>
        </div>
      )}
    </li>
  );
}

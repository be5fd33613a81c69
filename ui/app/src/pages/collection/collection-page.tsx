// My collection (spec §2.6 {data}/shipments/collect; issue 15): everything the user saved, in one
// place, by kind (companies, shipments, searches) or filtered by kind and tag from the address; each
// item opens its screen, its note and tags are edited in place, a removal can be undone. A
// sub-account has its own collection. Empty, it says how things get here.
import { Plural, useLingui } from "@lingui/react/macro";
import type { CollectionItem } from "@portolan/contracts";
import { type CollectionKind, isCollectionKind, normaliseTag } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as s from "./collection.css.ts";
import { removeItem, restoreItem } from "./collection-calls.ts";
import { CollectionFilters } from "./collection-filters.tsx";
import { collectionPath } from "./collection-path.ts";
import { ItemRow } from "./item-row.tsx";
import { useSearchDescription } from "./search-description.ts";

export default function CollectionPage({ locale, query }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const kindText = query.get("kind");
  const kind = isCollectionKind(kindText) ? kindText : undefined;
  const tagText = normaliseTag(query.get("tag") ?? "");
  const tag = tagText === "" ? undefined : tagText;
  const request = {
    query: { ...(kind === undefined ? {} : { kind }), ...(tag === undefined ? {} : { tag }) },
  };
  const { remote, reload } = useConsoleQuery("collectionItems", request);
  const describe = useSearchDescription(locale);
  const [removed, setRemoved] = useState<{ item: CollectionItem; title: string } | undefined>(undefined);
  const kindTitle: Readonly<Record<CollectionKind, string>> = {
    company: t`Companies`,
    bill: t`Shipments`,
    search: t`Searches`,
  };

  const remove = async (item: CollectionItem, title: string) => {
    const result = await removeItem(item.id);
    if (result.ok) setRemoved({ item, title });
  };
  const undo = async () => {
    if (removed === undefined) return;
    const result = await restoreItem(removed.item);
    if (result.ok) setRemoved(undefined);
  };
  const limit = remote.state === "ready" ? formatNumber(remote.data.limit, locale) : "";
  const list = (items: readonly CollectionItem[]) => (
    <ul className={w.plainList}>
      {items.map((item) => (
        <ItemRow key={item.id} item={item} locale={locale} describe={describe} onRemove={remove} />
      ))}
    </ul>
  );

  return (
    <div className={page.page}>
      {/* The heading and the removal notice in one block: an empty notice adds no gap to the page. */}
      <div>
        <h1 className={w.heading}>{i18n._("console.title.shipments/collect")}</h1>
        <div aria-live="polite">
          {removed === undefined ? null : (
            <div className={s.undo} data-testid="removed">
              <span>{t`Removed: ${removed.title}`}</span>
              <Button className={f.secondaryButton} onPress={() => void undo()}>
                {t`Undo`}
              </Button>
            </div>
          )}
        </div>
      </div>
      {remote.state === "loading" ? <Loading /> : null}
      {remote.state === "failed" ? <LoadFailed retry={reload} /> : null}
      {remote.state !== "ready" ? null : remote.data.total === 0 ? (
        <section className={w.card} aria-labelledby="collection-empty">
          <h2 id="collection-empty" className={w.cardTitle}>{t`Nothing is saved yet`}</h2>
          <p className={w.text}>
            {t`Open a shipment, a company or a search and press “Save to collection”: it is kept here with a note and tags of your own. A company can also be tracked as importer or as exporter from its profile.`}
          </p>
          <p className={w.text}>
            <Link className={w.link} href="/shipments/search">{t`Search shipments`}</Link>
          </p>
        </section>
      ) : (
        <>
          <p className={w.intro}>
            <Plural
              value={remote.data.total}
              one={`# item saved of ${limit}`}
              other={`# items saved of ${limit}`}
            />
          </p>
          <CollectionFilters kind={kind} tag={tag} tags={remote.data.tags} kindTitle={kindTitle} />
          {remote.data.items.length === 0 ? (
            <p className={w.text}>
              {t`Nothing saved matches this filter.`}{" "}
              <Link className={w.link} href={collectionPath(undefined, undefined)}>{t`Show everything`}</Link>
            </p>
          ) : kind !== undefined ? (
            <section className={w.card} aria-label={kindTitle[kind]}>
              {list(remote.data.items)}
            </section>
          ) : (
            ORDER.map((k) => ({ k, items: remote.data.items.filter((i) => i.kind === k) }))
              .filter((g) => g.items.length > 0)
              .map((g) => (
                <section key={g.k} className={w.card} aria-labelledby={`collection-${g.k}`}>
                  <h2 id={`collection-${g.k}`} className={w.cardTitle}>
                    {kindTitle[g.k]} ({formatNumber(g.items.length, locale)})
                  </h2>
                  {list(g.items)}
                </section>
              ))
          )}
        </>
      )}
    </div>
  );
}

/** Companies first: what a buyer or seller follows most; then shipments, then searches. */
const ORDER: readonly CollectionKind[] = ["company", "bill", "search"];

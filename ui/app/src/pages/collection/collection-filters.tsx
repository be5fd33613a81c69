// The collection's filters: by kind and by tag (each tag with how many items carry it), as links
// that write the filter into the address; the one in use marked as current.
import { useLingui } from "@lingui/react/macro";
import type { CollectionKind } from "@portolan/core";
import { Link } from "wouter";
import * as s from "./collection.css.ts";
import { collectionPath } from "./collection-path.ts";

export function CollectionFilters(props: {
  readonly kind: CollectionKind | undefined;
  readonly tag: string | undefined;
  readonly tags: readonly { readonly tag: string; readonly items: number }[];
  readonly kindTitle: Readonly<Record<CollectionKind, string>>;
}) {
  const { t } = useLingui();
  const kinds: readonly (CollectionKind | undefined)[] = [undefined, "company", "bill", "search"];
  return (
    <div className={s.filters}>
      <nav aria-label={t`Show`}>
        <ul className={s.chips}>
          {kinds.map((k) => (
            <li key={k ?? "all"}>
              <Link
                className={s.chip}
                href={collectionPath(k, props.tag)}
                aria-current={props.kind === k ? "true" : undefined}
              >
                {k === undefined ? t`Everything` : props.kindTitle[k]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {props.tags.length === 0 ? null : (
        <nav aria-label={t`Tags`}>
          <ul className={s.chips}>
            <li>
              <Link
                className={s.chip}
                href={collectionPath(props.kind, undefined)}
                aria-current={props.tag === undefined ? "true" : undefined}
              >
                {t`All tags`}
              </Link>
            </li>
            {props.tags.map(({ tag, items }) => (
              <li key={tag}>
                <Link
                  className={s.chip}
                  href={collectionPath(props.kind, tag)}
                  aria-current={props.tag === tag ? "true" : undefined}
                >
                  #{tag} ({items})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

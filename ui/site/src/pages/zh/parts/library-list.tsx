// A list of articles or lessons; an item with a page of its own links to it.
import type { LibraryItem } from "./articles-data.ts";
import { zhHref } from "./zh-format.ts";
import * as s from "./zh-parts.css.ts";

export function LibraryList(props: { readonly items: readonly LibraryItem[] }) {
  return (
    <ul className={s.articleList}>
      {props.items.map((item) => (
        <li key={item.title} className={s.articleItem}>
          <h3 className={s.articleTitle}>
            {item.routeId === undefined ? item.title : <a href={zhHref(item.routeId)}>{item.title}</a>}
          </h3>
          <p className={s.articleMeta}>{item.length}</p>
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}

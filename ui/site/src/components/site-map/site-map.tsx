// The HTML sitemap of a language (decision D191): one section per group, each a list of links to the
// group's pages by their names.
import type { Locale } from "@portolan/core";
import { Section } from "../content/content.tsx";
import * as s from "./site-map.css.ts";
import { type SiteMapGroup, siteMapHref } from "./site-map-groups.ts";

export function SiteMap(props: { readonly groups: readonly SiteMapGroup[]; readonly locale: Locale }) {
  return (
    <div className={s.groups}>
      {props.groups.map((group, i) => (
        <Section key={group.title} title={group.title} id={`sitemap-${i + 1}`}>
          <ul className={s.list}>
            {group.pages.map(([id, name]) => {
              const href = siteMapHref(id, props.locale);
              return href === undefined ? null : (
                <li key={id}>
                  <a href={href}>{name}</a>
                </li>
              );
            })}
          </ul>
        </Section>
      ))}
    </div>
  );
}

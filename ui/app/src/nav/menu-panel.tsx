// A dropdown of the main menu (spec §2.6): the item's image (src), text (content.heading and
// content.text) and learn-more link (more_href) beside its entries laid out in `columns` columns;
// an entry with entries of its own shows as a labelled group.
import { useLingui } from "@lingui/react";
import type { NavItem } from "@portolan/core";
import type { KeyboardEventHandler } from "react";
import * as s from "./nav.css.ts";
import { hasPath, isCurrent, NavLink, shown, useNavLabel } from "./nav-link.tsx";

/** A word of core's navigation, translated in the kit's catalogue (not repeated in the console's). */
const CORE_WORDS = { learnMore: "nav.learnMore" } as const;

const columnsOf = (n: number | undefined): keyof typeof s.columns =>
  Math.min(4, Math.max(1, n ?? 1)) as keyof typeof s.columns;

export function MenuPanel({
  item,
  path,
  onLinkKeyDown,
}: {
  readonly item: NavItem;
  readonly path: string;
  readonly onLinkKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
}) {
  const { i18n } = useLingui();
  const label = useNavLabel();
  const hasIntro = item.src !== undefined || item.content !== undefined || item.more_href !== undefined;
  const link = (child: NavItem & { readonly path: string }) => (
    <NavLink
      item={child}
      className={s.link}
      current={isCurrent(child.path, path)}
      {...(onLinkKeyDown ? { onKeyDown: onLinkKeyDown } : {})}
    />
  );
  return (
    <div className={hasIntro ? s.panel : `${s.panel} ${s.panelPlain}`} data-nav-panel={item.id}>
      {hasIntro && (
        <div className={s.intro}>
          {item.src && <img className={s.introImage} src={item.src} alt="" width={240} height={120} />}
          {item.content && (
            <>
              <p className={s.introHeading}>{i18n._(item.content.heading)}</p>
              <p className={s.introText}>{i18n._(item.content.text)}</p>
            </>
          )}
          {item.more_href && (
            <a className={s.more} href={item.more_href} data-nav-more={item.id}>
              {i18n._(CORE_WORDS.learnMore)}
              <span className={s.visuallyHidden}>: {label(item)}</span>
            </a>
          )}
        </div>
      )}
      <ul className={s.columns[columnsOf(item.columns)]}>
        {shown(item.children).map((child) => {
          const entries = shown(child.children);
          if (entries.length > 0) {
            const headingId = `nav-group-${child.id}`;
            return (
              <li key={child.id} className={s.columnEntry} data-nav-group={child.id}>
                <p id={headingId} className={s.groupHeading}>
                  {label(child)}
                </p>
                <ul className={s.subList} aria-labelledby={headingId}>
                  {entries.filter(hasPath).map((e) => (
                    <li key={e.id}>{link(e)}</li>
                  ))}
                </ul>
              </li>
            );
          }
          return hasPath(child) ? (
            <li key={child.id} className={s.columnEntry}>
              {link(child)}
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

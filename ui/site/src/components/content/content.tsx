// Building blocks of the public pages' content, shared by the three languages so pages differ in
// words, not in markup. Plain semantic HTML: no script needed to read a page.

import type { ReactNode } from "react";
import * as s from "./content.css.ts";

export function Hero(props: {
  readonly title: string;
  readonly lead: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <header className={s.hero}>
      <h1 className={s.heroTitle}>{props.title}</h1>
      <p className={s.heroLead}>{props.lead}</p>
      {props.children === undefined ? null : <div className={s.heroActions}>{props.children}</div>}
    </header>
  );
}

/** A section with its own heading (h2) and an optional lead paragraph; `id` makes it an anchor. */
export function Section(props: {
  readonly title: string;
  readonly id?: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}) {
  const headingId = props.id ? `${props.id}-title` : undefined;
  return (
    <section className={s.section} id={props.id} aria-labelledby={headingId}>
      <h2 className={s.sectionTitle} id={headingId}>
        {props.title}
      </h2>
      {props.lead === undefined ? null : <p className={s.sectionLead}>{props.lead}</p>}
      {props.children}
    </section>
  );
}

export interface CardItem {
  readonly title: string;
  readonly text: ReactNode;
  readonly href?: string;
}

/** Cards in a responsive grid; each card's title is an h3 (a link when `href` is given). */
export function CardGrid(props: { readonly items: readonly CardItem[] }) {
  return (
    <ul className={s.grid}>
      {props.items.map((item) => (
        <li key={item.title} className={s.card}>
          <h3 className={s.cardTitle}>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</h3>
          <p className={s.cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Stats(props: {
  readonly items: readonly { readonly value: string; readonly label: string }[];
}) {
  return (
    <ul className={s.stats}>
      {props.items.map((item) => (
        <li key={item.label} className={s.stat}>
          <span className={s.statValue}>{item.value}</span>
          <span className={s.statLabel}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function ButtonLink(props: {
  readonly href: string;
  readonly children: ReactNode;
  readonly secondary?: boolean;
}) {
  return (
    <a className={s.button[props.secondary ? "secondary" : "primary"]} href={props.href}>
      {props.children}
    </a>
  );
}

/** Long-form text (terms, privacy, articles): headings and paragraphs inside. */
export function Prose(props: { readonly children: ReactNode }) {
  return <div className={s.prose}>{props.children}</div>;
}

/** Questions and answers as native disclosure widgets (keyboard-usable without script). */
export function Faq(props: { readonly items: readonly { readonly q: string; readonly a: ReactNode }[] }) {
  return (
    <div className={s.faq}>
      {props.items.map((item) => (
        <details key={item.q} className={s.faqItem}>
          <summary className={s.faqQuestion}>{item.q}</summary>
          <div>{item.a}</div>
        </details>
      ))}
    </div>
  );
}

/** A simple data table with a caption and header row. */
export function DataTable(props: {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
  /**
   * The table is wider than a phone: its frame scrolls sideways and takes the keyboard focus to do
   * so. A narrower table gets no tab stop, since it has nothing to scroll (the e2e check at 390 px
   * finds any page that scrolls sideways).
   */
  readonly wide?: boolean;
}) {
  const focusable = props.wide === true ? { tabIndex: 0, role: "region", "aria-label": props.caption } : {};
  return (
    <div className={s.tableFrame} {...focusable}>
      <table className={s.table}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((h) => (
              <th key={h} scope="col" className={s.cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content in a fixed order
            <tr key={i}>
              {row.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={j} className={s.cell}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

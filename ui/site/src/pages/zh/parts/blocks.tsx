// Small blocks the Chinese pages share: ordered steps, bullet lists, a note, and the marked place
// where a form component (ui/site/src/forms/, wired by the lead) goes.
import type { ReactNode } from "react";
import { Section } from "../../../components/content/content.tsx";
import * as s from "./zh-parts.css.ts";

export function Steps(props: { readonly items: readonly ReactNode[] }) {
  return (
    <ol className={s.steps}>
      {props.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static steps in a fixed order
        <li key={i}>{item}</li>
      ))}
    </ol>
  );
}

export function Bullets(props: { readonly items: readonly ReactNode[] }) {
  return (
    <ul className={s.bullets}>
      {props.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static items in a fixed order
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function Note(props: { readonly children: ReactNode }) {
  return <p className={s.note}>{props.children}</p>;
}

/**
 * FORM SLOT: the section where a form of ui/site/src/forms/ is placed. `slotId` is the id of the empty
 * element the form replaces (e.g. "contact-form"); the section itself is `${slotId}-section`.
 */
export function FormSlot(props: {
  readonly slotId: string;
  readonly title: string;
  readonly lead: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <Section title={props.title} id={`${props.slotId}-section`} lead={props.lead}>
      <div className={s.formSlot} id={props.slotId}>
        {props.children}
      </div>
    </Section>
  );
}

// Facts as term and value pairs (a description list): the dashboard's account, a shipment's detail,
// a company's profile.
import type { ReactNode } from "react";
import * as s from "./widgets.css.ts";

export function FactList(props: {
  readonly facts: readonly (readonly [string, ReactNode])[];
  readonly testId?: string;
}) {
  return (
    <dl className={s.facts} data-testid={props.testId}>
      {props.facts.map(([term, value]) => (
        <div key={term} className={s.factRow}>
          <dt className={s.factTerm}>{term}</dt>
          <dd className={s.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

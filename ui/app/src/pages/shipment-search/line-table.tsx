// One of a bill's line tables in a card: a column per field some row fills (then the release's other
// columns by name), in a region that scrolls sideways on a narrow screen rather than the page.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import * as w from "../../widgets/widgets.css.ts";
import { type Field, type Row, tableColumnsOf } from "./bill-values.tsx";
import * as s from "./shipment-search.css.ts";

export function LineTable(props: {
  readonly id: string;
  readonly title: string;
  readonly rows: readonly Row[];
  readonly fields: readonly Field[];
  readonly locale: Locale;
}) {
  const { i18n } = useLingui();
  if (props.rows.length === 0) return null;
  const columns = tableColumnsOf(i18n, props.rows, props.fields, props.locale);
  if (columns.length === 0) return null;
  return (
    <section className={w.card} aria-labelledby={props.id}>
      <h2 id={props.id} className={w.cardTitle}>
        {props.title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={w.tableScroller} aria-labelledby={props.id} tabIndex={0}>
        <table className={w.table}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.name} className={w.cell} scope="col">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a release table's rows have no key of their own
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.name} className={`${w.cell} ${c.wide ? s.description : s.lineCell}`}>
                    {c.show(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

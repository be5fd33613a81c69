// A column header of a table ordered by the provider (the partners report, market analysis's
// partners, buyer search): a button that orders the table by the column, with aria-sort saying how it
// is ordered now.
import * as w from "../../widgets/widgets.css.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import * as r from "./partners-report.css.ts";

/** A column the table can be ordered by: its header is a button, and says how it orders them. */
export function SortHeader<F extends string>(props: {
  readonly field: F;
  readonly label: string;
  readonly order: { readonly field: F; readonly descending: boolean };
  readonly numeric: boolean;
  readonly onSort: (field: F) => void;
}) {
  const active = props.order.field === props.field;
  const { descending } = props.order;
  return (
    <th
      className={`${w.cell} ${props.numeric ? r.figure : ""}`}
      scope="col"
      aria-sort={active ? (descending ? "descending" : "ascending") : "none"}
    >
      <button type="button" className={s.sortButton} onClick={() => props.onSort(props.field)}>
        {props.label}
        <span aria-hidden="true">{active ? (descending ? " ▼" : " ▲") : " ↕"}</span>
      </button>
    </th>
  );
}

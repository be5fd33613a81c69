// The collection's buttons as the data centre's screens place them, one line each beside a page's
// heading: a shipment's and a search's ("Save this search", shown once a search is made); a
// company's are in company-actions.tsx, apart, so the search screen does not load tracking.
import type { TradeRecord } from "@portolan/contracts";
import { savedSearchQuery } from "@portolan/core";
import * as s from "./collection.css.ts";
import { SaveToCollection } from "./save-button.tsx";

export function BillActions({ record }: { readonly record: TradeRecord }) {
  const title = record.description ?? record.importer?.name ?? record.exporter?.name;
  return (
    <div className={s.actions}>
      <SaveToCollection kind="bill" ref={String(record.id)} {...(title === undefined ? {} : { title })} />
    </div>
  );
}

export function SaveSearch({ query }: { readonly query: URLSearchParams }) {
  const written = savedSearchQuery(Object.fromEntries(query));
  if (written === undefined) return null;
  return (
    <div className={s.actions}>
      <SaveToCollection kind="search" ref={written} />
    </div>
  );
}

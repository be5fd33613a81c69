// The collection's buttons as the data centre's screens place them, one line each beside a page's
// heading: a shipment's, a company's (save and track) and a search's ("Save this search", shown once
// a search is made).
import type { TradeRecord } from "@portolan/contracts";
import { savedSearchQuery } from "@portolan/core";
import * as s from "./collection.css.ts";
import { SaveToCollection } from "./save-button.tsx";
import { TrackToggles } from "./track-toggle.tsx";

export function BillActions({ record }: { readonly record: TradeRecord }) {
  const title = record.description ?? record.importer?.name ?? record.exporter?.name;
  return (
    <div className={s.actions}>
      <SaveToCollection kind="bill" ref={String(record.id)} {...(title === undefined ? {} : { title })} />
    </div>
  );
}

export function CompanyActions(props: {
  readonly id: string;
  readonly datasets: string;
  readonly name: string;
}) {
  return (
    <div className={s.actions}>
      <SaveToCollection kind="company" ref={props.id} datasets={props.datasets} title={props.name} />
      <TrackToggles companyId={Number(props.id)} datasets={props.datasets} name={props.name} />
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

// A company's collection buttons beside its profile's heading: save, and track as importer or
// exporter with the alerts' cadence (apart from page-actions.tsx: only the company page loads them).
import * as s from "./collection.css.ts";
import { SaveToCollection } from "./save-button.tsx";
import { TrackToggles } from "./track-toggle.tsx";

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

// A ports facet lists each port once (issue 31 item 1; D343): a release names a port by any of its
// codes (CNSHA, CNSGH, 57035), so the store counts Shanghai once per code as released, though a
// filter by either entry finds the whole port (D317). Entries of one port become one, under the
// port's main code, their counts and sums added and the released codes listed; a code no table
// knows, or one several ports share, stays its own entry as written.

/** A facet entry as the trade calls answer it (contracts' FacetCount, structurally). */
export interface PortFacetEntry {
  readonly key: string;
  readonly label?: string;
  /** The codes as released that the entry counts; its key alone when absent. */
  readonly codes?: readonly string[];
  readonly shipments: number;
  readonly weightKg: number;
  readonly valueUsd: number;
  readonly weightKnown?: number;
  readonly valueKnown?: number;
}

/** The one port a code names: its main code and its name; undefined for an unknown or shared code. */
export type PortOfCode = (code: string) => { readonly code: string; readonly name: string } | undefined;

const sumOptional = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);

const added = <E extends PortFacetEntry>(into: E, entry: PortFacetEntry): E => {
  const weightKnown = sumOptional(into.weightKnown, entry.weightKnown);
  const valueKnown = sumOptional(into.valueKnown, entry.valueKnown);
  return {
    ...into,
    codes: [...(into.codes ?? [into.key]), ...(entry.codes ?? [entry.key])].filter(
      (c, i, all) => all.indexOf(c) === i,
    ),
    shipments: into.shipments + entry.shipments,
    weightKg: into.weightKg + entry.weightKg,
    valueUsd: into.valueUsd + entry.valueUsd,
    ...(weightKnown === undefined ? {} : { weightKnown }),
    ...(valueKnown === undefined ? {} : { valueKnown }),
  };
};

/**
 * One entry per port, named by it, most shipments first (ties keep the order given); an entry of no
 * known port is kept as it was. Merging what this gives changes nothing.
 */
export const mergePortFacet = <E extends PortFacetEntry>(entries: readonly E[], portOf: PortOfCode): E[] => {
  const merged: E[] = [];
  const byPort = new Map<string, number>();
  for (const entry of entries) {
    const port = portOf(entry.key);
    if (port === undefined) {
      merged.push({ ...entry });
      continue;
    }
    const at = byPort.get(port.code);
    if (at === undefined) {
      byPort.set(port.code, merged.length);
      merged.push({ ...entry, key: port.code, label: port.name, codes: entry.codes ?? [entry.key] });
    } else merged[at] = added(merged[at] as E, entry);
  }
  return merged
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => b.entry.shipments - a.entry.shipments || a.i - b.i)
    .map((x) => x.entry);
};

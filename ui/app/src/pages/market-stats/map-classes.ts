// The world map's colours (issue 16 "a world map coloured by value"): partners in five classes of
// about as many partners each, biggest first, so that a few giants do not leave the rest one colour.
// Each class says the range of values it holds, for the legend.

export const MAP_COLOURS = ["#08306b", "#2171b5", "#6baed6", "#9ecae1", "#deebf7"] as const;

export interface MapClass {
  readonly colour: string;
  readonly min: number;
  readonly max: number;
}

export interface MapClasses {
  readonly classes: readonly MapClass[];
  /** The class of each partner's code (an index into classes). */
  readonly classOf: ReadonlyMap<string, number>;
}

/** Partners with their values in classes by rank; a partner with no value has none. */
export const mapClasses = (
  rows: readonly { readonly partner: string; readonly value: number }[],
): MapClasses => {
  const ranked = rows
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value || a.partner.localeCompare(b.partner));
  const count = Math.min(MAP_COLOURS.length, ranked.length);
  const classOf = new Map<string, number>();
  const classes: MapClass[] = [];
  for (let k = 0; k < count; k++) {
    const part = ranked.slice(
      Math.floor((k * ranked.length) / count),
      Math.floor(((k + 1) * ranked.length) / count),
    );
    for (const r of part) classOf.set(r.partner, k);
    classes.push({
      colour: MAP_COLOURS[k] ?? MAP_COLOURS[0],
      min: part.at(-1)?.value ?? 0,
      max: part[0]?.value ?? 0,
    });
  }
  return { classes, classOf };
};

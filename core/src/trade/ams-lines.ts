// A US bill's lines: the cargo description rows and the tariff rows describe the same goods line
// (joined on container and description sequence), as the hazmat and hazmat-class rows describe the
// same dangerous goods (joined on container and hazmat sequence). Joined here so a screen shows one
// line with all its fields; a row of either table without its partner is a line of its own.

export type AmsCell = string | number | null;
export type AmsLineRow = Readonly<Record<string, AmsCell>>;

const keyOf = (row: AmsLineRow, sequence: string) =>
  `${String(row.container_number ?? "")}\u0000${String(row[sequence] ?? "")}`;

/**
 * The rows of `first` in their order, each with the fields of its partner in `second` (the first
 * partner of that key; a field already set in `first` wins), then the rows of `second` no row of
 * `first` took.
 */
export const joinAmsLines = (
  first: readonly AmsLineRow[],
  second: readonly AmsLineRow[],
  sequence: string,
): readonly AmsLineRow[] => {
  const partners = new Map<string, AmsLineRow>();
  for (const row of second) {
    const key = keyOf(row, sequence);
    if (!partners.has(key)) partners.set(key, row);
  }
  const taken = new Set<AmsLineRow>();
  const lines = first.map((row) => {
    const partner = partners.get(keyOf(row, sequence));
    if (partner === undefined) return row;
    taken.add(partner);
    const merged: Record<string, AmsCell> = { ...partner };
    for (const [column, value] of Object.entries(row))
      if (value !== null && value !== "") merged[column] = value;
      else merged[column] ??= value;
    return merged;
  });
  return [...lines, ...second.filter((row) => !taken.has(row))];
};

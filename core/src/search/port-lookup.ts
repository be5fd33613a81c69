// Finding a port for the search's port filter (issue 15 "ports (find by name or code)"): by its
// UN/LOCODE (the code the demo data and the filter use, D173) or by its name. A port without a
// UN/LOCODE cannot filter anything and is never offered.
import { normaliseText } from "../trade/text-normalise.ts";

export interface PortEntry {
  /** UN/LOCODE, e.g. CNQIN. */
  readonly code: string;
  readonly name: string;
  /** ISO 3166 alpha-2 (the code's first two letters). */
  readonly country: string;
}

/**
 * Ports a query finds, best first: the exact code, then codes it begins, then names that begin with
 * it, then names with a word beginning with it; within each, by name. At most `limit`.
 */
export const findPorts = (query: string, ports: readonly PortEntry[], limit = 20): readonly PortEntry[] => {
  const folded = normaliseText(query);
  if (folded === "") return [];
  const code = folded.replaceAll(" ", "").toUpperCase();
  const rank = (p: PortEntry): number => {
    if (p.code === code) return 0;
    if (code.length >= 2 && p.code.startsWith(code)) return 1;
    const name = normaliseText(p.name);
    if (name.startsWith(folded)) return 2;
    const words = folded.split(" ");
    const mine = name.split(" ");
    return words.every((w) => mine.some((m) => m.startsWith(w))) ? 3 : 4;
  };
  return ports
    .map((p) => ({ p, r: rank(p) }))
    .filter((x) => x.r < 4)
    .sort((a, b) => a.r - b.r || a.p.name.localeCompare(b.p.name, "en") || (a.p.code < b.p.code ? -1 : 1))
    .slice(0, limit)
    .map((x) => x.p);
};

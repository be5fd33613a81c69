// Finding a port for the search's port filter (issue 15 "ports (find by name or code)", issue 31
// "real port codes"): by any of its codes — UN/LOCODE, an alternate one (CNSGH for Shanghai), its
// US customs code (Schedule K or D) — or by its name or another name the tables give, in English,
// Chinese or Russian (上海, Шанхай; issue 31 item 1).
import { normalisePortCode } from "../trade/port-codes.ts";
import type { PortLocalNames } from "../trade/port-identity.ts";
import { normaliseText } from "../trade/text-normalise.ts";

export interface PortEntry {
  /** The main UN/LOCODE, e.g. CNSHA: what the filter takes. */
  readonly code: string;
  /** Every code of the port (the main one among them); the main code alone when omitted. */
  readonly codes?: readonly string[];
  readonly name: string;
  readonly otherNames?: readonly string[];
  /** Its Chinese and Russian names, found as its other names are. */
  readonly localNames?: PortLocalNames;
  /** ISO 3166 alpha-2; absent where no code says it. */
  readonly country?: string;
}

const codesOf = (p: PortEntry): readonly string[] => p.codes ?? [p.code];

const namesOf = (p: PortEntry): readonly string[] => [
  p.name,
  ...(p.otherNames ?? []),
  ...[p.localNames?.zh, p.localNames?.ru].filter((n): n is string => n !== undefined),
];

// Chinese is written without spaces between words: 舟山 is a word inside 宁波舟山.
const HAN = /\p{Script=Han}/u;

/**
 * Ports a query finds, best first: a port with that exact code, then codes it begins, then names
 * that begin with it, then names with a word beginning with each word of it (or, typed in Chinese,
 * names holding it anywhere); within each, by English name.
 * At most `limit`.
 */
export const findPorts = (query: string, ports: readonly PortEntry[], limit = 20): readonly PortEntry[] => {
  const folded = normaliseText(query);
  if (folded === "") return [];
  const code = normalisePortCode(folded);
  const words = folded.split(" ");
  const han = HAN.test(folded);
  const rank = (p: PortEntry): number => {
    const codes = codesOf(p);
    if (codes.includes(code)) return 0;
    if (code.length >= 2 && codes.some((c) => c.startsWith(code))) return 1;
    const names = namesOf(p).map(normaliseText);
    if (names.some((n) => n.startsWith(folded))) return 2;
    if (han && names.some((n) => n.includes(folded))) return 3;
    return names.some((n) => {
      const mine = n.split(" ");
      return words.every((w) => mine.some((m) => m.startsWith(w)));
    })
      ? 3
      : 4;
  };
  return ports
    .map((p) => ({ p, r: rank(p) }))
    .filter((x) => x.r < 4)
    .sort((a, b) => a.r - b.r || a.p.name.localeCompare(b.p.name, "en") || (a.p.code < b.p.code ? -1 : 1))
    .slice(0, limit)
    .map((x) => x.p);
};

// Operator rules (firm-rules.ts) read against one resolution's rows (issue 30, D306). A rule naming
// a spelling the rows do not carry, or one spelling twice, is left out. Rows of one key in one
// country are one firm outright (party-nodes.ts), so an "apart" rule between two spellings of one
// key splits that group: the rows of its first spelling (a) leave it, with the spellings of the group
// that "same" rules tie to a — unless that tie would bring an "apart" rule's two spellings together.

import type { FirmRule } from "./firm-rules.ts";
import type { PartyRow } from "./party-evidence.ts";
import { parsePartyName } from "./party-name.ts";
import { spellingId } from "./stable-ids.ts";

type Pair = readonly [string, string];

export interface RulePlan {
  /** The rules left, as pairs of spelling ids (stable-ids.ts), in the order given. */
  readonly same: readonly Pair[];
  readonly apart: readonly Pair[];
  /** The rows of each spelling a rule names. */
  readonly rowsOf: ReadonlyMap<string, readonly number[]>;
  /** The part of its key group a row goes to: "" the group itself, else a part split off by a rule. */
  readonly partOf: (row: number) => string;
}

const NONE: RulePlan = { same: [], apart: [], rowsOf: new Map(), partOf: () => "" };

/** Spellings tied by "same" rules inside one key group, never across an "apart" rule's two spellings. */
const tiesWithin = (same: readonly Pair[], apartOf: ReadonlyMap<string, ReadonlySet<string>>) => {
  const rootOf = new Map<string, string>();
  const membersOf = new Map<string, string[]>();
  const find = (s: string) => rootOf.get(s) ?? s;
  const members = (root: string) => membersOf.get(root) ?? [root];
  for (const [a, b] of same) {
    let [ra, rb] = [find(a), find(b)];
    if (ra === rb) continue;
    if (members(ra).length < members(rb).length) [ra, rb] = [rb, ra];
    if (members(rb).some((x) => [...(apartOf.get(x) ?? [])].some((y) => find(y) === ra))) continue;
    const joined = [...members(ra), ...members(rb)];
    for (const x of members(rb)) rootOf.set(x, ra);
    membersOf.set(ra, joined);
    membersOf.delete(rb);
  }
  return { find, members };
};

export const planRules = (rows: readonly PartyRow[], rules: readonly FirmRule[]): RulePlan => {
  if (rules.length === 0) return NONE;
  const named = new Set(rules.flatMap((r) => [spellingId(r.a), spellingId(r.b)]));
  const rowsOf = new Map<string, number[]>();
  rows.forEach((row, r) => {
    const id = spellingId(row);
    if (!named.has(id)) return;
    const list = rowsOf.get(id);
    if (list === undefined) rowsOf.set(id, [r]);
    else list.push(r);
  });
  const kept = (kind: FirmRule["kind"]): Pair[] =>
    rules
      .filter((r) => r.kind === kind)
      .map((r): Pair => [spellingId(r.a), spellingId(r.b)])
      .filter(([a, b]) => a !== b && rowsOf.has(a) && rowsOf.has(b));
  const [same, apart] = [kept("same"), kept("apart")];
  // The key group of a spelling, as party-nodes.ts forms it.
  const groupOf = (id: string) => {
    const row = rows[(rowsOf.get(id) as number[])[0] as number] as PartyRow;
    return `${row.country}\u0000${parsePartyName(row.name).key}`;
  };
  const apartOf = new Map<string, Set<string>>();
  for (const [a, b] of apart) {
    apartOf.set(a, (apartOf.get(a) ?? new Set()).add(b));
    apartOf.set(b, (apartOf.get(b) ?? new Set()).add(a));
  }
  const leaving = new Set(apart.filter(([a, b]) => groupOf(a) === groupOf(b)).map(([a]) => a));
  if (leaving.size === 0) return { same, apart, rowsOf, partOf: () => "" };
  const ties = tiesWithin(
    same.filter(([a, b]) => groupOf(a) === groupOf(b)),
    apartOf,
  );
  // A part is named by its least spelling id: the same whatever the order of the rules that made it.
  const partOfRow = new Map<number, string>();
  for (const [id, list] of rowsOf) {
    const tied = ties.members(ties.find(id));
    if (!tied.some((s) => leaving.has(s))) continue;
    const part = [...tied].sort()[0] as string;
    for (const r of list) partOfRow.set(r, part);
  }
  return { same, apart, rowsOf, partOf: (r) => partOfRow.get(r) ?? "" };
};

// A user's feedback on firm identity (issue 30, D307) turned into the rule an operator accepts: "not
// the same company" on an alias keeps that spelling apart from the firm's most used other spelling
// (the spelling the firm is known by); "same company as…" joins the two firms' most used spellings.
// The firms' spellings are read when the operator accepts, so the rule names spellings as released
// and holds across every later import whatever ids the firms then carry.
import { err, ok, type Result } from "../../shared/result.ts";
import type { FirmRule, SpellingRef } from "./firm-rules.ts";

export type FirmReport =
  | { readonly kind: "apart"; readonly firmId: number; readonly spelling: string }
  | { readonly kind: "same"; readonly firmId: number; readonly otherFirmId: number };

/** A firm's spellings, most used first (the trade store's evidence). */
export interface FirmSpellings {
  readonly id: number;
  readonly spellings: readonly SpellingRef[];
}

export type FeedbackRefusal = "unknownFirm" | "spellingNotOfFirm" | "sameFirm";

/** Refusals a report meets before any firm is read: a firm the same as itself. */
export const reportShapeRefusal = (report: FirmReport): FeedbackRefusal | undefined =>
  report.kind === "same" && report.firmId === report.otherFirmId ? "sameFirm" : undefined;

const same = (a: SpellingRef, b: SpellingRef) => a.country === b.country && a.name === b.name;
/** Just the spelling (the evidence carries counts too): a rule names spellings, nothing else. */
const ref = (s: SpellingRef): SpellingRef => ({ country: s.country, name: s.name });

/**
 * The rule of an accepted report, from the firms as they stand (`other` for "same"); a firm that is
 * gone is unknown, a spelling the firm no longer carries (or its only one) is not of the firm, and
 * two firms that are one by now are the same firm.
 */
export const ruleOfReport = (
  report: FirmReport,
  firm: FirmSpellings | undefined,
  other?: FirmSpellings,
): Result<FirmRule, FeedbackRefusal> => {
  const shape = reportShapeRefusal(report);
  if (shape !== undefined) return err(shape);
  if (firm === undefined) return err("unknownFirm");
  if (report.kind === "apart") {
    const alias = firm.spellings.find((s) => s.name === report.spelling);
    const main = firm.spellings.find((s) => s.name !== report.spelling);
    if (alias === undefined || main === undefined) return err("spellingNotOfFirm");
    return ok({ kind: "apart", a: ref(alias), b: ref(main) });
  }
  if (other === undefined) return err("unknownFirm");
  if (other.id === firm.id) return err("sameFirm");
  const a = firm.spellings[0];
  const b = other.spellings[0];
  if (a === undefined || b === undefined) return err("unknownFirm");
  if (same(a, b)) return err("sameFirm");
  return ok({ kind: "same", a: ref(a), b: ref(b) });
};

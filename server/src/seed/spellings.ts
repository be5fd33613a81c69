// How a firm's name appears on real bills (issue 14 §1): mostly upper case, with or without its
// punctuation, now and then with a comma before the legal form, doubled spaces, a mistyped letter,
// or cut at the release's 35 characters. The truth (which firm) stays with the generator, so the
// entity resolution can be measured against it.

import { AMS_NAME_LENGTH } from "@portolan/core";
import type { Prng } from "./prng.ts";

const VOWELS = "AEIOU";

/** One letter of a long word replaced by another vowel: a slip a clerk makes. */
const slip = (rng: Prng, name: string): string => {
  const spots = [...name.matchAll(/[AEIOU]/g)].map((m) => m.index).filter((i) => i > 3);
  if (spots.length === 0) return name;
  const at = rng.pick(spots);
  const other = VOWELS.replace(name[at] as string, "");
  return `${name.slice(0, at)}${rng.pick([...other])}${name.slice(at + 1)}`;
};

export const spellName = (rng: Prng, name: string): string => {
  const upper = name.toUpperCase();
  const r = rng.next();
  let spelled: string;
  if (r < 0.45) spelled = upper;
  else if (r < 0.65) spelled = upper.replace(/[.,"]/g, "");
  else if (r < 0.75) spelled = name;
  else if (r < 0.85) spelled = upper.replace(/ (INC|LLC|CORP|LTD|CO|GMBH|S\.A\.|PVT)\b/, ", $1");
  else if (r < 0.93) spelled = upper.replace(/ /g, "  ");
  else if (r < 0.95 && upper.length >= 14) spelled = slip(rng, upper);
  else spelled = upper;
  const collapsed = spelled.replace(/ +/g, " ");
  // The release cuts names at 35 characters; half the appearances of a long name come cut.
  if (collapsed.length > AMS_NAME_LENGTH && rng.chance(0.5)) return spelled.slice(0, AMS_NAME_LENGTH).trim();
  return spelled;
};

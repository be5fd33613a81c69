// "value known for 12 of 40 shipments" (issue 31 item 10, D322, D341): the words beside a sum some
// shipments lacked, as text for a cell, a chart's tooltip or a caption. Core decides when they are
// said (knownNoteParams: some known, not all); the plural of the shipments is the language's.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { knownNoteParams } from "@portolan/core";

export type KnownWhat = "weight" | "value";

/**
 * The words for `known` of `of` shipments, or undefined when none are needed (all or none known).
 * `n` writes the known count as the page writes numbers (the plural's # is the catalogue's).
 */
export const knownNote = (
  i18n: I18n,
  what: KnownWhat,
  knownCount: number,
  ofCount: number,
  n: (v: number) => string,
) => {
  const params = knownNoteParams(knownCount, ofCount);
  if (params === undefined) return undefined;
  const known = n(params.known);
  const { of } = params;
  return what === "value"
    ? i18n._(msg`value known for ${known} of ${plural(of, { one: "# shipment", other: "# shipments" })}`)
    : i18n._(msg`weight known for ${known} of ${plural(of, { one: "# shipment", other: "# shipments" })}`);
};

/** The same words as a sentence of their own (a line under a chart): "Value known for 12 of 40 shipments." */
export const knownSentence = (
  i18n: I18n,
  what: KnownWhat,
  knownCount: number,
  ofCount: number,
  n: (v: number) => string,
) => {
  const params = knownNoteParams(knownCount, ofCount);
  if (params === undefined) return undefined;
  const known = n(params.known);
  const { of } = params;
  return what === "value"
    ? i18n._(msg`Value known for ${known} of ${plural(of, { one: "# shipment", other: "# shipments" })}.`)
    : i18n._(msg`Weight known for ${known} of ${plural(of, { one: "# shipment", other: "# shipments" })}.`);
};

/** The title of a "–" that stands for a sum of no known figure. */
export const notKnownTitle = (i18n: I18n, what: KnownWhat) =>
  what === "value" ? i18n._(msg`Value not known`) : i18n._(msg`Weight not known`);

// The units a US bill's release writes beside its figures (weight_unit "Kilograms", measurement_unit
// "Cubic Meters", a cargo line's harmonized_weight_unit "K" or "L": CBP's kilogram and pound
// qualifiers) in the user's language; a unit this table does not know stays as the release wrote it.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const UNITS: Readonly<Record<string, MessageDescriptor>> = {
  kilograms: msg`kg`,
  k: msg`kg`,
  pounds: msg`lb`,
  l: msg`lb`,
  "metric tons": msg`t`,
  "cubic meters": msg`m³`,
  "cubic feet": msg`ft³`,
};

export const unitText = (i18n: I18n, unit: string): string => {
  const known = UNITS[unit.trim().toLowerCase()];
  return known === undefined ? unit : i18n._(known);
};

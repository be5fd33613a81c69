// The words of the firm-evidence section (D312): core's comparison fields, agreement levels and
// forwarder signs, each typed against core's own list so that a word core adds fails the types
// here until it is given its words. A value the table does not know is shown as sent.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Field, FieldLevel, ForwarderReason, NameLevel } from "@portolan/core";

// "rule": an operator's "same company" rule made the link (D306); its weight is 0, the data's follow.
const FIELD_WORDS: Readonly<Record<Field | "prior" | "name" | "rule", MessageDescriptor>> = {
  rule: msg`operator's rule`,
  prior: msg`starting odds`,
  // Its own context: "name" elsewhere is a search's "by name" (Russian: по названию).
  name: msg({ message: "name", context: "the compared field" }),
  zip: msg`zip`,
  city: msg`city`,
  state: msg`state`,
  street: msg`street`,
  phone: msg`phone`,
  email: msg`e-mail`,
};

const LEVEL_WORDS: Readonly<Record<NameLevel | FieldLevel | "candidate", MessageDescriptor>> = {
  candidate: msg`candidate pair`,
  exact: msg`same`,
  "one-edit": msg`one edit apart`,
  "cut-prefix": msg`cut short`,
  "two-edit": msg`two edits apart`,
  subset: msg`words of the other`,
  similar: msg`similar`,
  different: msg`different`,
  agree: msg`agree`,
  disagree: msg`disagree`,
  missing: msg`not given`,
};

const REASON_WORDS: Readonly<Record<ForwarderReason, MessageDescriptor>> = {
  "main-forwarder": msg`Its name begins as one of the main forwarders' or NVOCCs' names (the list kept in the product).`,
  "logistics-word": msg`Its name holds a logistics word (logistics, freight, cargo, shipping…).`,
  "receives-for-others": msg`Other parties' names give it as their receiver after C/O.`,
  "many-shippers": msg`It has many unrelated shippers, nearly one a bill.`,
};

const wordOf = (table: Readonly<Record<string, MessageDescriptor>>, i18n: I18n, key: string): string => {
  const descriptor = Object.hasOwn(table, key) ? table[key] : undefined;
  return descriptor === undefined ? key : i18n._(descriptor);
};

export const fieldWord = (i18n: I18n, field: string) => wordOf(FIELD_WORDS, i18n, field);
export const levelWord = (i18n: I18n, level: string) => wordOf(LEVEL_WORDS, i18n, level);
export const reasonWord = (i18n: I18n, reason: string) => wordOf(REASON_WORDS, i18n, reason);

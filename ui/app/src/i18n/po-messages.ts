// The translations of one PO catalogue by message id, for tests that check words in a language
// (the build compiles the same files with Lingui's plugin). Reads the file: Node only.
import { readFileSync } from "node:fs";
import { parsePoFile } from "@lingui/format-po";
import type { Locale } from "@portolan/core";

// Parsed once per language: tests look words up by the hundred (a parse takes tens of milliseconds).
const parsed = new Map<Locale, Readonly<Record<string, string>>>();

export const poMessages = (locale: Locale): Readonly<Record<string, string>> => {
  const known = parsed.get(locale);
  if (known !== undefined) return known;
  const file = parsePoFile(readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), "utf8"));
  const messages = Object.fromEntries(file.items.map((item) => [item.msgid, item.msgstr[0] ?? ""]));
  parsed.set(locale, messages);
  return messages;
};

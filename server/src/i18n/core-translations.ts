// The zh and ru texts of core's message ids, for the provider's envelope (D340): read from the shared
// PO catalogue that Lingui's extraction writes and translators edit (core's SHARED_PO_CATALOGUE, in
// git), with Lingui's own PO reader, once per language and only when a text in it is first asked for.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parsePoFile } from "@lingui/format-po";
import { englishMessages, type Locale, SHARED_PO_CATALOGUE } from "@portolan/core";

export type Texts = Readonly<Record<string, string>>;

/** The repository's root: server/src/i18n is three folders below it, whatever the working folder. */
const REPO_ROOT = resolve(import.meta.dirname, "..", "..", "..");

export const catalogueFileOf = (locale: Locale): string =>
  resolve(REPO_ROOT, SHARED_PO_CATALOGUE.replace("{locale}", locale));

/**
 * Core's ids a PO text translates. An empty msgstr is no translation, nor is an obsolete entry: the
 * English stands in for both (never the id). The kit's own words in the file are not the provider's.
 */
export const coreTranslationsOf = (poText: string): Texts =>
  Object.fromEntries(
    parsePoFile(poText)
      .items.filter((item) => !item.obsolete && Object.hasOwn(englishMessages, item.msgid))
      .map((item) => [item.msgid, item.msgstr[0] ?? ""] as const)
      .filter(([, text]) => text.trim() !== ""),
  );

const read = new Map<Locale, Texts>();

/**
 * The translations of a language, read on first use. English has none (core's tables are its text). A
 * catalogue that cannot be read leaves that language in English, said once as a process warning, so a
 * refusal is still answered.
 */
export const coreTranslations = (locale: Locale): Texts => {
  if (locale === "en") return {};
  const known = read.get(locale);
  if (known !== undefined) return known;
  let texts: Texts = {};
  try {
    texts = coreTranslationsOf(readFileSync(catalogueFileOf(locale), "utf8"));
  } catch (error) {
    process.emitWarning(
      `envelope texts in English: ${catalogueFileOf(locale)} unreadable (${String(error)})`,
    );
  }
  read.set(locale, texts);
  return texts;
};

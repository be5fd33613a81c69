// The framed reference's language (D348, D349): the one its address names, `?lang=`, else English,
// as the document is written. Only the reference's entry imports this module, and it imports nothing
// of the console: a module both entries import is moved out of the console's first-load file into a
// chunk of its own (console-first-load.spec.ts). So the language tags are core's HREFLANG written
// out (the test holds them equal), and the catalogues are the open platform's files themselves.
import type { Messages } from "@lingui/core";
import type { Locale } from "@portolan/core";
// Imported, not fetched on demand: a dynamic import brings the bundler's preload helper, which lives
// in the console's base chunk (about 50 KB); the three catalogues are less.
import { messages as en } from "../../locales/later/en.po";
import { messages as ru } from "../../locales/later/ru.po";
import { messages as zh } from "../../locales/later/zh.po";

/** The open platform's words (its catalogue in ui/lingui.config.ts): Redoc's labels among them. */
export const REFERENCE_CATALOGUES: Readonly<Record<Locale, Messages>> = { zh, en, ru };

/** `<html lang>` of the reference: core's HREFLANG. */
export const REFERENCE_LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { zh: "zh-CN", en: "en", ru: "ru" };

/** The language of a `?lang=` value: one of the three, else English. */
export const referenceLocale = (asked: string | null): Locale =>
  asked !== null && Object.hasOwn(REFERENCE_CATALOGUES, asked) ? (asked as Locale) : "en";

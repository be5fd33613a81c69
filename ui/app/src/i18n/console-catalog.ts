// The console's catalogue of one language: its PO file, compiled at build time by Lingui's Vite
// plugin (only the language in use is downloaded).
import type { Messages } from "@lingui/core";
import type { Locale } from "@portolan/core";

const LOADERS: Readonly<Record<Locale, () => Promise<{ readonly messages: Messages }>>> = {
  zh: () => import("../locales/zh.po"),
  en: () => import("../locales/en.po"),
  ru: () => import("../locales/ru.po"),
};

export const consoleCatalog = async (locale: Locale): Promise<Messages> => (await LOADERS[locale]()).messages;

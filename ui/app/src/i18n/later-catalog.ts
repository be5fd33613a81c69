// The words of the console pages the data centre's screens do not need (market analysis, buyer and
// trade search, dashboard, account, the admin pages: ui/lingui.config.ts), fetched with those pages
// and added to the console's words, so that the first load of the search screen does not carry
// them (D272).
import type { I18n, Messages } from "@lingui/core";
import type { ConsoleRouteId, Locale } from "@portolan/core";

const LOADERS: Readonly<Record<Locale, () => Promise<{ readonly messages: Messages }>>> = {
  zh: () => import("../locales/later/zh.po"),
  en: () => import("../locales/later/en.po"),
  ru: () => import("../locales/later/ru.po"),
};

/** The routes whose page modules live in the folders of the later catalogue. */
export const PAGES_WITH_LATER_WORDS: ReadonlySet<ConsoleRouteId> = new Set<ConsoleRouteId>([
  "stats/cn",
  "stats/un",
  "buyer",
  "so",
  "admin",
  "ts-admin",
  "info-manage",
  "account-center",
  "dashboard",
  "account",
  "account/basicinfo",
  "account/advertising",
  "open-platform",
  "alerts",
  "shipments/exports",
  "shipments/collect",
]);

const added = new WeakSet<I18n>();

/** The later words of one language, for a console that opens on one of their pages. */
export const laterCatalog = async (locale: Locale): Promise<Messages> => (await LOADERS[locale]()).messages;

/** Records that `i18n` was made with the later words already (the console opened on their page). */
export const laterWordsLoaded = (i18n: I18n): void => {
  added.add(i18n);
};

/** Adds the later words of the language in use to `i18n`, once. */
export const addLaterWords = async (i18n: I18n, locale: Locale): Promise<void> => {
  if (added.has(i18n)) return;
  const { messages } = await LOADERS[locale]();
  // Only words not there yet: a page that reads a shared id (its title) lists it in this catalogue
  // too, without its text, which would replace the console's own.
  const known = i18n.messages;
  i18n.load(i18n.locale, Object.fromEntries(Object.entries(messages).filter(([id]) => !(id in known))));
  added.add(i18n);
};

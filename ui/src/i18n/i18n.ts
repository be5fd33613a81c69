// One Lingui instance per render, loaded with the page's language only (the other languages'
// catalogues are never downloaded), in two parts: the site's frame, and the rest.

import { type I18n, setupI18n } from "@lingui/core";
import type { Locale } from "@portolan/core";
import { compileCatalog } from "./compile-message.ts";

type Catalog = { readonly messages: Readonly<Record<string, string>> };

/** What the frame of a public page shows: the header, footer, menus and widgets. */
const SITE_LOADERS: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  zh: () => import("./catalogs/site-zh.ts"),
  en: () => import("./catalogs/site-en.ts"),
  ru: () => import("./catalogs/site-ru.ts"),
};

/** The rest: the core's other messages (errors, validation, accounts…) and the forms'. */
const REST_LOADERS: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  zh: () => import("./catalogs/zh.ts"),
  en: () => import("./catalogs/en.ts"),
  ru: () => import("./catalogs/ru.ts"),
};

/** The BCP 47 tag of each locale, for <html lang> and Intl formatting. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { zh: "zh-CN", en: "en", ru: "ru" };

type CatalogLoader = (locale: Locale) => Promise<Catalog>;

/** How the page's instance gets the rest of its catalogue, while it lacks it (one page, one instance). */
let completion: (() => Promise<void>) | undefined;

/**
 * The language's catalogue, plus any extra one (the console's own messages, never the site's). A
 * public page with nothing but its frame to hydrate starts with the site's part only ("site"); the
 * rest follows through completeMessages before anything that shows it.
 */
export const createI18n = async (
  locale: Locale,
  extra?: CatalogLoader,
  part: "site" | "all" = "all",
): Promise<I18n> => {
  const [site, rest, more] = await Promise.all([
    SITE_LOADERS[locale](),
    part === "all" ? REST_LOADERS[locale]() : undefined,
    extra?.(locale),
  ]);
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: LANGUAGE_TAGS[locale],
    messages: compileCatalog({ ...site.messages, ...rest?.messages, ...more?.messages }),
  });
  if (rest === undefined) {
    let loading: Promise<void> | undefined;
    completion = () => {
      loading ??= REST_LOADERS[locale]().then(
        ({ messages }) => {
          // Merged as Lingui's own load() merges, but without its "change" event: nothing on screen
          // uses these words yet, so nothing needs to render again.
          Object.assign(i18n.messages, compileCatalog(messages));
        },
        (error: unknown) => {
          // A failed load may be tried again (the chunk-reload guard reports it to the caller).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    };
  }
  return i18n;
};

/**
 * Resolves once the page's catalogue is whole (at once when it always was). Whatever may show the
 * rest's words awaits it first: another page, a dialog, a menu, a notification.
 */
export const completeMessages = (): Promise<void> => completion?.() ?? Promise.resolve();

/** A load (a module, a page) that resolves only once the catalogue is whole too. */
export const withWholeCatalogue = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, completeMessages()]).then(([loaded]) => loaded);

// One Lingui instance per render, loaded with the page's language only (the other languages'
// catalogues are never downloaded), in two parts: the site's frame (header, footer, menus, widgets),
// and the rest; the frame's own words (the skip link) come with this module.

import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "@portolan/core";
import { FRAME_MESSAGES } from "./catalogs/frame.ts";
import { type CompiledMessage, compileMessage } from "./compile-message.ts";

type Catalog = { readonly messages: Messages };

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
 * public page with nothing but its frame to hydrate starts with the frame's own words only ("frame");
 * the site's part and the rest follow through completeMessages before anything that shows them.
 */
export const createI18n = async (
  locale: Locale,
  extra?: CatalogLoader,
  part: "frame" | "all" = "all",
): Promise<I18n> => {
  const whole = part === "all";
  const [site, rest, more] = await Promise.all([
    whole ? SITE_LOADERS[locale]() : undefined,
    whole ? REST_LOADERS[locale]() : undefined,
    extra?.(locale),
  ]);
  const i18n = setupI18n();
  // Each message is compiled when first shown, not the whole catalogue up front (thousands of
  // messages, most never shown on a page: a long task at load).
  const compiled = new Map<string, CompiledMessage>();
  i18n.setMessagesCompiler((text) => {
    let message = compiled.get(text);
    if (message === undefined) {
      message = compileMessage(text);
      compiled.set(text, message);
    }
    return message;
  });
  i18n.loadAndActivate({
    locale: LANGUAGE_TAGS[locale],
    messages: { ...FRAME_MESSAGES[locale], ...site?.messages, ...rest?.messages, ...more?.messages },
  });
  if (!whole) {
    let loading: Promise<void> | undefined;
    completion = () => {
      loading ??= Promise.all([SITE_LOADERS[locale](), REST_LOADERS[locale]()]).then(
        (parts) => {
          // Merged as Lingui's own load() merges, but without its "change" event: nothing on screen
          // uses these words yet, so nothing needs to render again.
          for (const { messages } of parts) Object.assign(i18n.messages, messages);
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

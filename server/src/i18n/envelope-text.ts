// The envelope's `msg` in the caller's language (D340): a message id's text, its {placeholders} and
// ICU plurals filled by Lingui's runtime with that language's plural rules (Intl), the same runtime
// and catalogues the UI uses; a language without a text for the id gives core's English.
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { englishMessages, HREFLANG, type Locale } from "@portolan/core";
import { coreTranslations, type Texts } from "./core-translations.ts";

export type MessageParams = Readonly<Record<string, string | number>>;
export type MessageText = (messageId: string, params?: MessageParams, locale?: Locale) => string;

type Compiled = Record<string, ReturnType<typeof compileMessage>>;
const compile = (texts: Texts): Compiled =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));

/** A formatter over the given translations; each language's messages compiled once, when first used. */
export const envelopeTexts = (translationsOf: (locale: Locale) => Texts): MessageText => {
  let english: Compiled | undefined;
  const runtimes = new Map<Locale, I18n>();
  const runtimeOf = (locale: Locale): I18n => {
    const known = runtimes.get(locale);
    if (known !== undefined) return known;
    english ??= compile(englishMessages);
    const tag = HREFLANG[locale];
    const messages = { ...english, ...compile(translationsOf(locale)) };
    const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
    runtimes.set(locale, i18n);
    return i18n;
  };
  // An id outside core's tables has no text in any language: it is said as it is.
  return (messageId, params = {}, locale = "en") =>
    Object.hasOwn(englishMessages, messageId) ? runtimeOf(locale)._(messageId, { ...params }) : messageId;
};

/** The provider's formatter: translations from the shared PO catalogues. */
export const envelopeText: MessageText = envelopeTexts(coreTranslations);

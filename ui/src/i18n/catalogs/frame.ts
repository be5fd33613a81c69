// The words of the frame itself (layout.tsx), in the three languages: all that a kept page needs to
// hydrate (i18n.ts "frame"); the header, footer and widgets wait for the rest (deferred-chrome.tsx).
import type { Locale } from "@portolan/core";

export const FRAME_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { "chrome.skipToContent": "Skip to content" },
  zh: { "chrome.skipToContent": "跳到正文" },
  ru: { "chrome.skipToContent": "Перейти к содержанию" },
};

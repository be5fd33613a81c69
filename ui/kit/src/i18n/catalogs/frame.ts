// The words of the frame itself (layout.tsx), in the three languages: all that a kept page needs to
// hydrate (i18n.ts "frame"); the header, footer and widgets wait for the rest (deferred-chrome.tsx).
import { defineUiMessages } from "../define-ui-messages.ts";

export const FRAME_MESSAGES = defineUiMessages({
  en: { "chrome.skipToContent": "Skip to content" },
  zh: { "chrome.skipToContent": "跳到正文" },
  ru: { "chrome.skipToContent": "Перейти к содержанию" },
});

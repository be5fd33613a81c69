// The console's auth area messages (issue 5).
import { defineUiMessages } from "../../i18n/define-ui-messages.ts";

export const consoleAuthMessages = defineUiMessages({
  en: {},
  zh: {},
  ru: {},
});

export type ConsoleAuthMessageId = keyof typeof consoleAuthMessages.en;

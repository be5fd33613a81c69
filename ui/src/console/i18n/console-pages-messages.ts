// The console's pages area messages (issue 5).
import { defineUiMessages } from "../../i18n/define-ui-messages.ts";

export const consolePagesMessages = defineUiMessages({
  en: {},
  zh: {},
  ru: {},
});

export type ConsolePagesMessageId = keyof typeof consolePagesMessages.en;

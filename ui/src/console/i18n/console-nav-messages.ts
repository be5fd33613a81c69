// The console's nav area messages (issue 5).
import { defineUiMessages } from "../../i18n/define-ui-messages.ts";

export const consoleNavMessages = defineUiMessages({
  en: {},
  zh: {},
  ru: {},
});

export type ConsoleNavMessageId = keyof typeof consoleNavMessages.en;

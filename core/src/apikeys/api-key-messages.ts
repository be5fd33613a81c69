// Message ids of the data API keys, with their English source text.
import { defineMessages } from "../messages/define-messages.ts";

export const apiKeyMessages = defineMessages({
  "apiKeys.name.required": "Give the key a name.",
  "apiKeys.name.tooLong": "A key's name takes at most 60 characters.",
});
export type ApiKeyMessageId = keyof typeof apiKeyMessages;

// Message ids of the public site's live samples and try-search, with their English source text.
import { defineMessages } from "../messages/define-messages.ts";
import { TRY_SEARCH_MAX_LENGTH } from "./try-search.ts";

export const publicDataMessages = defineMessages({
  "publicData.trySearch.empty": "Type a word of the goods you are looking for, for example furniture.",
  "publicData.trySearch.tooLong": `Type at most ${TRY_SEARCH_MAX_LENGTH} characters: a few words of the goods.`,
  "publicData.trySearch.tooMany":
    "You have tried many searches in a short time. Wait a minute, or register to search without limits.",
});
export type PublicDataMessageId = keyof typeof publicDataMessages;

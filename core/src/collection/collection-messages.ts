// Message ids of the collection's checks (notes, tags, references), with their English source text.
// Its refusals by body code are error messages (errors/error-messages.ts).
import {
  COLLECTION_NOTE_MAX,
  COLLECTION_TAG_MAX,
  COLLECTION_TAGS_PER_ITEM,
} from "../constants/collection.ts";
import { defineMessages } from "../messages/define-messages.ts";

export const collectionMessages = defineMessages({
  "collection.note.tooLong": `A note takes at most ${COLLECTION_NOTE_MAX} characters.`,
  "collection.tag.tooLong": `A tag takes at most ${COLLECTION_TAG_MAX} characters.`,
  "collection.tag.invalid": "A tag takes letters, digits, spaces and - _ . & + / ' only.",
  "collection.tags.tooMany": `An item takes at most ${COLLECTION_TAGS_PER_ITEM} tags.`,
  "collection.reference.invalid": "This is not a shipment, a company or a search that can be saved.",
});
export type CollectionMessageId = keyof typeof collectionMessages;

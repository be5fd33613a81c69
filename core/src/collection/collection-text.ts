// What a user writes on a saved item: its note and its tags, checked and normalised before they are
// stored; and the title an item is shown by. Tags are folded so that "Furniture", " furniture " and
// "#furniture" are one tag, whatever screen or language they were typed on.
import {
  COLLECTION_NOTE_MAX,
  COLLECTION_TAG_MAX,
  COLLECTION_TAGS_PER_ITEM,
  COLLECTION_TITLE_MAX,
} from "../constants/collection.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { CollectionMessageId } from "./collection-messages.ts";

const length = (text: string): number => [...text].length;

/** A tag as stored: NFKC, lower case, one space between words, no leading "#". May be empty. */
export const normaliseTag = (raw: string): string =>
  raw
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFKC")
    .replace(/^[#\s]+/u, "")
    .replace(/\s+/gu, " ")
    .trim();

/** Letters, marks, digits, spaces and a few joiners: what a label needs, nothing that reads as markup. */
const TAG = /^[\p{L}\p{M}\p{N} _\-.&+/']+$/u;

/**
 * The tags of an item, normalised, empty ones dropped, duplicates merged (first place kept). A tag
 * that is too long or holds other characters is refused rather than changed, so the user sees why.
 */
export const checkTags = (raw: readonly string[]): Result<readonly string[], CollectionMessageId> => {
  const tags: string[] = [];
  for (const entry of raw) {
    const tag = normaliseTag(entry);
    if (tag === "") continue;
    if (length(tag) > COLLECTION_TAG_MAX) return err("collection.tag.tooLong");
    if (!TAG.test(tag)) return err("collection.tag.invalid");
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags.length > COLLECTION_TAGS_PER_ITEM ? err("collection.tags.tooMany") : ok(tags);
};

/** Tags typed in one box, separated by commas (Latin or Chinese) or semicolons. */
export const splitTags = (typed: string): readonly string[] => typed.split(/[,，;；、]/u);

/** A note: its line ends made one kind, trimmed; at most COLLECTION_NOTE_MAX characters. */
export const checkNote = (raw: string): Result<string, CollectionMessageId> => {
  const note = raw.replace(/\r\n?/g, "\n").trim();
  return length(note) > COLLECTION_NOTE_MAX ? err("collection.note.tooLong") : ok(note);
};

/**
 * An item's title, from the data it names (a firm's name, a shipment's goods): one line, cut at
 * COLLECTION_TITLE_MAX characters with an ellipsis; undefined when nothing is left.
 */
export const itemTitle = (raw: string | undefined): string | undefined => {
  const line = (raw ?? "").replace(/\s+/gu, " ").trim();
  if (line === "") return undefined;
  const chars = [...line];
  return chars.length <= COLLECTION_TITLE_MAX
    ? line
    : `${chars.slice(0, COLLECTION_TITLE_MAX - 1).join("")}…`;
};

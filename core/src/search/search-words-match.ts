// What a query of search words (search-words.ts) means for one bill: the rule both engines' SQL is
// held to (conformance suite), and how a query splits into the part a full-text index answers in
// one pass and the conditions beside it (D328, D330).

import { needsProductTerms } from "../trade/product-terms.ts";
import { parseWords, type WordField, type WordsNode } from "./search-words.ts";

/** A bill as the search words see it. */
export interface WordsRow {
  /** The indexed goods text (goods-index-text.ts). */
  readonly text: string;
  /** Bill of lading numbers (master, house) and container numbers, as `fieldValue` keeps them. */
  readonly bills: readonly string[];
  readonly containers: readonly string[];
  readonly vessel: string | null;
  readonly carrier: string | null;
  readonly notify: string | null;
  /** The parties' names and addresses as released, one text. */
  readonly address: string | null;
  readonly hsCode: string | null;
}

/** Lower-cased as both engines' lower() does: ASCII letters only. */
export const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

const has = (value: string | null, piece: string): boolean =>
  value !== null && asciiLower(value).includes(piece);

const fieldMatches = (field: WordField, value: string, row: WordsRow): boolean => {
  switch (field) {
    case "bl":
      return row.bills.includes(value);
    case "container":
      return row.containers.includes(value);
    case "vessel":
      return has(row.vessel, value);
    case "scac":
      return row.carrier !== null && row.carrier.toUpperCase() === value.toUpperCase();
    case "notify":
      return has(row.notify, value);
    case "address":
      return has(row.address, value);
    case "hs":
      return row.hsCode !== null && value.split(" ").some((code) => row.hsCode?.startsWith(code));
  }
};

/** Whether the indexed text has the words: whole words, a word's start, or words in a row. */
export const textMatches = (node: WordsNode, text: string): boolean => {
  const padded = ` ${text} `;
  switch (node.type) {
    case "word":
      return padded.includes(` ${node.text} `);
    case "prefix":
      return padded.includes(` ${node.text}`);
    case "phrase":
      return padded.includes(` ${node.words.join(" ")} `);
    case "field":
      return true;
    case "not":
      return !textMatches(node.node, text);
    case "and":
      return node.nodes.every((n) => textMatches(n, text));
    case "or":
      return node.nodes.some((n) => textMatches(n, text));
  }
};

export const wordsMatch = (node: WordsNode, row: WordsRow): boolean => {
  switch (node.type) {
    case "field":
      return fieldMatches(node.field, node.value, row);
    case "not":
      return !wordsMatch(node.node, row);
    case "and":
      return node.nodes.every((n) => wordsMatch(n, row));
    case "or":
      return node.nodes.some((n) => wordsMatch(n, row));
    default:
      return textMatches(node, row.text);
  }
};

/** Whether a query names a field anywhere (then no text index answers it alone). */
export const hasField = (node: WordsNode): boolean =>
  node.type === "field" ||
  (node.type === "not" && hasField(node.node)) ||
  ((node.type === "and" || node.type === "or") && node.nodes.some(hasField));

/**
 * Whether a full-text index answers it alone: it names words to find, and leaves words out only
 * beside words it finds (FTS5's NOT is binary: `a NOT b`, never `NOT b` alone).
 */
export const isFindable = (node: WordsNode): boolean => {
  switch (node.type) {
    case "word":
    case "prefix":
    case "phrase":
      return true;
    case "field":
    case "not":
      return false;
    case "or":
      return node.nodes.every(isFindable);
    case "and":
      return (
        node.nodes.some(isFindable) &&
        node.nodes.every((n) => isFindable(n) || (n.type === "not" && isFindable(n.node)))
      );
  }
};

export interface WordsPlan {
  /** The words the text index answers in one pass (the engines' fast path), if any. */
  readonly match?: WordsNode;
  /** Conditions beside it, all to hold: fields, and words the index cannot answer alone. */
  readonly rest: readonly WordsNode[];
}

export const planWords = (node: WordsNode): WordsPlan => {
  const parts = node.type === "and" ? node.nodes : [node];
  const text = parts.filter(
    (p) => !hasField(p) && (isFindable(p) || (p.type === "not" && isFindable(p.node))),
  );
  const match: WordsNode | undefined = text.length === 1 ? text[0] : { type: "and", nodes: text };
  if (match === undefined || text.length === 0 || !isFindable(match)) return { rest: parts };
  return { match, rest: parts.filter((p) => !text.includes(p)) };
};

/** The query a search text means, planned; undefined when it has no word to search for. */
export const planOfText = (text: string): WordsPlan | undefined => {
  const node = parseWords(text);
  return node === undefined ? undefined : planWords(node);
};

/** HS "00" names no goods: what a Chinese or Russian word that names no heading is searched as. */
export const NO_HEADING = "00";

/**
 * Chinese and Russian goods words as the HS headings they name (bill texts are English): each such
 * word or phrase becomes an `hs:` field, so OR, NOT and AND work on them as on English words.
 */
export const withHeadingWords = (
  node: WordsNode,
  headingsOf: (text: string) => readonly string[],
): WordsNode => {
  switch (node.type) {
    case "word":
    case "prefix":
    case "phrase": {
      const text = node.type === "phrase" ? node.words.join(" ") : node.text;
      if (!needsProductTerms(text)) return node;
      const headings = headingsOf(text);
      return { type: "field", field: "hs", value: headings.length === 0 ? NO_HEADING : headings.join(" ") };
    }
    case "field":
      return node;
    case "not":
      return { type: "not", node: withHeadingWords(node.node, headingsOf) };
    case "or":
      return { type: "or", nodes: node.nodes.map((n) => withHeadingWords(n, headingsOf)) };
    case "and": {
      // Chinese or Russian words side by side are one name ("мебель для сидения"), read whole as
      // before: each word alone ("для") would name headings of its own.
      const nodes: WordsNode[] = [];
      let run: string[] = [];
      const flush = () => {
        if (run.length > 0) nodes.push(withHeadingWords({ type: "phrase", words: run }, headingsOf));
        run = [];
      };
      for (const n of node.nodes) {
        const text = n.type === "word" ? n.text : n.type === "phrase" ? n.words.join(" ") : undefined;
        if (text !== undefined && needsProductTerms(text)) run.push(...text.split(" "));
        else {
          flush();
          nodes.push(withHeadingWords(n, headingsOf));
        }
      }
      flush();
      return nodes.length === 1 ? (nodes[0] as WordsNode) : { type: "and", nodes };
    }
  }
};

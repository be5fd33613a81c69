// The words an analyst types into the goods search (issue 31 item 5, D328): terms, "phrases",
// prefixes (st*), NOT or a leading minus, OR, AND (or nothing between words), parentheses, and
// `field:value` for the other fields of a bill (D330). Read leniently and totally: every text gives
// a query, never an error (an unclosed quote runs to the end, a lone OR or a stray parenthesis is
// dropped). Precedence as in the search engines analysts know: NOT, then OR, then AND — so
// `chair OR sofa -steel` is (chair OR sofa) AND NOT steel.

import { normaliseText } from "../trade/text-normalise.ts";

/** The fields besides the goods text (D330); `hs` also carries what a Chinese or Russian word names. */
export const WORD_FIELDS = ["bl", "container", "vessel", "scac", "notify", "address", "hs"] as const;
export type WordField = (typeof WORD_FIELDS)[number];

export type WordsNode =
  | { readonly type: "word"; readonly text: string }
  | { readonly type: "prefix"; readonly text: string }
  | { readonly type: "phrase"; readonly words: readonly string[] }
  | { readonly type: "field"; readonly field: WordField; readonly value: string }
  | { readonly type: "not"; readonly node: WordsNode }
  | { readonly type: "and"; readonly nodes: readonly WordsNode[] }
  | { readonly type: "or"; readonly nodes: readonly WordsNode[] };

/** What each field is called when typed (folded), in English, Chinese and Russian. */
const FIELD_NAMES: Readonly<Record<string, WordField>> = {
  bl: "bl",
  bol: "bl",
  bill: "bl",
  提单: "bl",
  提单号: "bl",
  коносамент: "bl",
  container: "container",
  cntr: "container",
  集装箱: "container",
  箱号: "container",
  контейнер: "container",
  vessel: "vessel",
  ship: "vessel",
  船名: "vessel",
  船: "vessel",
  船舶: "vessel",
  судно: "vessel",
  scac: "scac",
  carrier: "scac",
  承运人: "scac",
  перевозчик: "scac",
  notify: "notify",
  通知人: "notify",
  通知方: "notify",
  уведомить: "notify",
  address: "address",
  addr: "address",
  地址: "address",
  адрес: "address",
  hs: "hs",
};

const OR_WORDS = new Set(["OR", "|", "ИЛИ", "或"]);
const AND_WORDS = new Set(["AND", "&", "И", "且"]);
const NOT_WORDS = new Set(["NOT", "НЕ", "非"]);
const OPERATOR_WORDS = new Set([...OR_WORDS, ...AND_WORDS, ...NOT_WORDS]);

// Quotes as typed on any keyboard: straight, curly, guillemets, corner brackets.
const OPEN_QUOTES = new Set(['"', "“", "”", "„", "«", "「", "『", "＂"]);
const CLOSE_OF: Readonly<Record<string, string>> = { "«": "»", "「": "」", "『": "』", "“": "”", "„": "“" };

type Token =
  | { readonly t: "open" }
  | { readonly t: "close" }
  | { readonly t: "or" }
  | { readonly t: "and" }
  | { readonly t: "not" }
  | { readonly t: "leaf"; readonly node: WordsNode };

/** The value a field keeps: bill and container numbers as their letters and digits, the rest folded. */
export const fieldValue = (field: WordField, raw: string): string => {
  if (field === "bl" || field === "container") return raw.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");
  if (field === "hs") return (raw.match(/\d{2,10}/g) ?? []).join(" ");
  return normaliseText(raw);
};

/** A text as words: one word, a prefix (`st*`), or a phrase when it folds to several words. */
const wordsLeaf = (raw: string, quoted: boolean): WordsNode | undefined => {
  const prefix = !quoted && /\*+$/.test(raw);
  const words = normaliseText(raw)
    .split(" ")
    .filter((w) => w !== "");
  if (words.length === 0) return undefined;
  if (words.length > 1) return { type: "phrase", words };
  return { type: prefix ? "prefix" : "word", text: words[0] as string };
};

/** Reads a quoted run starting at `i` (the opening quote); returns its text and where it ends. */
const readQuoted = (text: string, i: number): { value: string; end: number } => {
  const open = text[i] as string;
  const closers = new Set(['"', "”", "“", "＂", CLOSE_OF[open] ?? open]);
  let j = i + 1;
  while (j < text.length && !closers.has(text[j] as string)) j += 1;
  return { value: text.slice(i + 1, j), end: Math.min(j + 1, text.length) };
};

const isSpace = (c: string) => /\s/u.test(c);
const isBreak = (c: string) => isSpace(c) || c === "(" || c === ")" || OPEN_QUOTES.has(c);

const tokenise = (input: string): Token[] => {
  const text = input.normalize("NFKC");
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (isSpace(c)) i += 1;
    else if (c === "(") {
      tokens.push({ t: "open" });
      i += 1;
    } else if (c === ")") {
      tokens.push({ t: "close" });
      i += 1;
    } else if (OPEN_QUOTES.has(c)) {
      const q = readQuoted(text, i);
      const leaf = wordsLeaf(q.value, true);
      // A quoted single word is that word (an operator's spelling quoted is a word, not an operator).
      if (leaf !== undefined) tokens.push({ t: "leaf", node: leaf });
      i = q.end;
    } else if (c === "-" && i + 1 < text.length && !isSpace(text[i + 1] as string)) {
      // A minus before a word excludes it; a minus inside a word (steel-frame) is a separator.
      tokens.push({ t: "not" });
      i += 1;
    } else {
      let j = i;
      while (j < text.length && !isBreak(text[j] as string)) j += 1;
      const raw = text.slice(i, j);
      i = j;
      if (OR_WORDS.has(raw)) tokens.push({ t: "or" });
      else if (AND_WORDS.has(raw)) tokens.push({ t: "and" });
      else if (NOT_WORDS.has(raw)) tokens.push({ t: "not" });
      else {
        const colon = raw.indexOf(":");
        const field =
          colon > 0 ? FIELD_NAMES[normaliseText(raw.slice(0, colon)).replaceAll(" ", "")] : undefined;
        if (field !== undefined) {
          let value = raw.slice(colon + 1);
          if (value === "" && i < text.length && OPEN_QUOTES.has(text[i] as string)) {
            const q = readQuoted(text, i);
            value = q.value;
            i = q.end;
          }
          const kept = fieldValue(field, value);
          if (kept !== "") tokens.push({ t: "leaf", node: { type: "field", field, value: kept } });
        } else {
          const leaf = wordsLeaf(raw, false);
          if (leaf !== undefined) tokens.push({ t: "leaf", node: leaf });
        }
      }
    }
  }
  return tokens;
};

const joined = (type: "and" | "or", nodes: readonly WordsNode[]): WordsNode | undefined => {
  // Flattened, so that a AND (b AND c) and (a AND b) AND c are one query, as they mean one thing.
  const flat = nodes.flatMap((n) => (n.type === type ? n.nodes : [n]));
  if (flat.length === 0) return undefined;
  return flat.length === 1 ? flat[0] : { type, nodes: flat };
};

/** A recursive-descent reader over the tokens; every malformed shape is read as the nearest sense. */
const parseTokens = (tokens: readonly Token[]): WordsNode | undefined => {
  let at = 0;
  const peek = () => tokens[at];
  // and := or ((AND)? or)*   or := unary (OR unary)*   unary := NOT* primary
  const parseAnd = (depth: number): WordsNode | undefined => {
    const parts: WordsNode[] = [];
    for (;;) {
      const tok = peek();
      if (tok === undefined) break;
      if (tok.t === "close") {
        if (depth > 0) break;
        at += 1; // a stray ")" at the top is dropped
        continue;
      }
      if (tok.t === "and" || tok.t === "or") {
        at += 1; // an operator with nothing before it is dropped
        continue;
      }
      const part = parseOr(depth);
      if (part !== undefined) parts.push(part);
    }
    return joined("and", parts);
  };
  const parseOr = (depth: number): WordsNode | undefined => {
    const parts: WordsNode[] = [];
    const first = parseUnary(depth);
    if (first !== undefined) parts.push(first);
    while (peek()?.t === "or") {
      at += 1;
      const next = peek();
      // A trailing OR, or OR before ")" or AND, is dropped.
      if (next === undefined || next.t === "close" || next.t === "and" || next.t === "or") continue;
      const part = parseUnary(depth);
      if (part !== undefined) parts.push(part);
    }
    return joined("or", parts);
  };
  const parseUnary = (depth: number): WordsNode | undefined => {
    let negations = 0;
    while (peek()?.t === "not") {
      at += 1;
      negations += 1;
    }
    const tok = peek();
    if (tok === undefined || tok.t === "close" || tok.t === "and" || tok.t === "or") return undefined;
    at += 1;
    let node: WordsNode | undefined;
    if (tok.t === "leaf") node = tok.node;
    else if (tok.t === "open") {
      node = parseAnd(depth + 1);
      if (peek()?.t === "close") at += 1; // an unclosed "(" closes at the end
    }
    if (node === undefined) return undefined;
    // NOT NOT x is x: one reading, so that printing and reading again gives the same query.
    return negations % 2 === 1 ? { type: "not", node } : node;
  };
  return parseAnd(0);
};

/** The query a text means; undefined when it has no word to search for (empty, only punctuation). */
export const parseWords = (text: string): WordsNode | undefined => parseTokens(tokenise(text));

const quoted = (text: string) => `"${text}"`;

/** Prints a query so that parseWords reads it back as the same query (the law in the tests). */
export const printWords = (node: WordsNode): string => {
  switch (node.type) {
    case "word":
      return OPERATOR_WORDS.has(node.text) ? quoted(node.text) : node.text;
    case "prefix":
      return `${node.text}*`;
    case "phrase":
      return quoted(node.words.join(" "));
    case "field":
      return `${node.field}:${quoted(node.value)}`;
    case "not":
      return `-${node.node.type === "and" || node.node.type === "or" ? `(${printWords(node.node)})` : printWords(node.node)}`;
    case "or":
      return node.nodes.map((n) => (n.type === "and" ? `(${printWords(n)})` : printWords(n))).join(" OR ");
    case "and":
      return node.nodes.map(printWords).join(" ");
  }
};

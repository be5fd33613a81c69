// Messages here use only `{name}` placeholders, so they are compiled to Lingui's compiled-message
// form by this small function (Lingui's message compiler, i18n.ts: each message when first shown)
// instead of shipping an ICU parser to the browser (decision in
// docs/decisions.md, "UI: Lingui with typed catalogues").

export type CompiledMessage = (string | [string])[];

export const compileMessage = (text: string): CompiledMessage => {
  // Lingui treats a bare string as not yet compiled (and warns); compiled text is always an array.
  if (!text.includes("{")) return [text];
  const parts: (string | [string])[] = [];
  let rest = text;
  for (let m = /\{(\w+)\}/.exec(rest); m !== null; m = /\{(\w+)\}/.exec(rest)) {
    if (m.index > 0) parts.push(rest.slice(0, m.index));
    parts.push([m[1] ?? ""]);
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest !== "") parts.push(rest);
  return parts;
};

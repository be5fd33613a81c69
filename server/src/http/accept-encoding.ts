// Which content coding to send for a request's Accept-Encoding (RFC 9110 §12.5.3), among the ones a
// file has precompressed: the highest q wins, brotli before gzip when they tie (and before identity
// named with the same weight), identity when none is acceptable. `q=0` refuses a coding; `*` stands for every coding the header does not name.

export type ContentCoding = "br" | "gzip" | "identity";

const ALIASES: Readonly<Record<string, string>> = { "x-gzip": "gzip" };

/** Each named coding's weight (lower case), `*` included; a malformed q counts as 0. */
const weights = (header: string): Map<string, number> => {
  const out = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name === "") continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    out.set(ALIASES[name] ?? name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  return out;
};

/** `available`: the codings the file has besides identity, in the server's order of preference. */
export const chooseCoding = (
  header: string | undefined,
  available: readonly Exclude<ContentCoding, "identity">[],
): ContentCoding => {
  if (header === undefined || available.length === 0) return "identity";
  const asked = weights(header);
  let best: ContentCoding = "identity";
  let bestWeight = 0;
  for (const coding of available) {
    const weight = asked.get(coding) ?? asked.get("*") ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  // A client that names identity with a higher weight than every coding asks for the plain bytes.
  const identity = asked.get("identity");
  return identity !== undefined && identity > bestWeight ? "identity" : best;
};

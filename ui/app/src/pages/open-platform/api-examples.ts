// The open platform page's examples (issue 31 item 14, D335): one shipment search with a data API
// key, in curl, JavaScript and Python, written for the provider's own origin so that each runs as
// written (open-platform.spec.ts runs each, as the page shows it, against the provider). The key is
// read from PORTOLAN_API_KEY, never pasted into the code.

export type ApiExampleLanguage = "curl" | "javascript" | "python";
export const API_EXAMPLE_LANGUAGES: readonly ApiExampleLanguage[] = ["curl", "javascript", "python"];

/** The environment variable the examples read the key from. */
export const API_KEY_VARIABLE = "PORTOLAN_API_KEY";

export interface ApiExampleQuery {
  /** A data set the account owns, so that the example answers rows, not 52001. */
  readonly dataset: string;
  readonly keyword: string;
}

const searchParams = (q: ApiExampleQuery) => ({ datasets: q.dataset, keyword: q.keyword, pageSize: "20" });

/** A shell word in single quotes (the URL's `&` and `?` stay literal). */
const shellQuoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
/** A JavaScript or Python string literal. */
const literal = (text: string): string => JSON.stringify(text);

export const apiExamples = (
  origin: string,
  q: ApiExampleQuery,
): Readonly<Record<ApiExampleLanguage, string>> => {
  const base = origin.replace(/\/+$/, "");
  const params = searchParams(q);
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
  const url = `${base}/searching/cds?${query}`;
  const entries = (sep: string, quote: (k: string) => string) =>
    Object.entries(params)
      .map(([k, v]) => `${quote(k)}${sep}${literal(v)}`)
      .join(", ");
  return {
    curl: [`curl -sS -H "Authorization: Bearer $${API_KEY_VARIABLE}" \\`, `  ${shellQuoted(url)}`].join("\n"),
    javascript: [
      "// Node.js 18 or later (save as search.mjs), or a browser console.",
      `const params = new URLSearchParams({ ${entries(": ", (k) => k)} });`,
      `const response = await fetch(${literal(`${base}/searching/cds?`)} + params, {`,
      `  headers: { Authorization: \`Bearer \${process.env.${API_KEY_VARIABLE}}\` },`,
      "});",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template literal.
      'if (response.status === 429) throw new Error(`Too many calls: wait ${response.headers.get("Retry-After")} s`);',
      "const { code, msg, data } = await response.json();",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template literal.
      "if (code !== 200) throw new Error(`${code}: ${msg}`);",
      "console.log(data.total, data.records.map((r) => r.description));",
    ].join("\n"),
    python: [
      "# Python 3, standard library only.",
      "import json, os, urllib.parse, urllib.request",
      "",
      `params = urllib.parse.urlencode({${entries(": ", literal)}})`,
      "request = urllib.request.Request(",
      `    ${literal(`${base}/searching/cds?`)} + params,`,
      `    headers={"Authorization": "Bearer " + os.environ[${literal(API_KEY_VARIABLE)}]},`,
      ")",
      "with urllib.request.urlopen(request) as response:",
      "    body = json.load(response)",
      'if body["code"] != 200:',
      "    raise SystemExit(f\"{body['code']}: {body['msg']}\")",
      'print(body["data"]["total"], [r.get("description") for r in body["data"]["records"]])',
    ].join("\n"),
  };
};

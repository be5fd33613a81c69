// The trade data from the command line (issue 14 §3): the "other channel" the core serves, against a
// running provider, with a data API key — search, a firm's profile, an export to a file.
//   PORTOLAN_API_KEY=ptl_… bash scripts/trade.sh search --datasets IMP_USA_BL_SEA --keyword chairs
//   … profile <firm id> --datasets IMP_USA_BL_SEA
//   … export --datasets IMP_USA_BL_SEA --keyword chairs --format xlsx --out chairs.xlsx
// PORTOLAN_URL is the provider's address (default http://localhost:8080), PORTOLAN_LANG the language. The query's options are
// the search call's parameters (contracts' TradeQueryParams), checked by core's readTradeQuery first.

import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { api, TRADE_EXPORT_FORMATS, type TradeExportFormat, tradeExportPath } from "@portolan/contracts";
import { englishMessages, readTradeQuery, tradeQueryParams } from "@portolan/core";
import { fetchFailureReason, tradeWords } from "./trade-words.ts";

const USAGE = [
  "usage: trade.sh search  --datasets <codes> [--keyword <text>] [--kind description|hsCode|importer|exporter] [--current <page>] …",
  "       trade.sh profile <firm id> --datasets <codes>",
  "       trade.sh export  --datasets <codes> [query options] [--format csv|xlsx] --out <file>",
  "PORTOLAN_API_KEY: a data API key (the account page, or docs/demo-accounts.md); PORTOLAN_URL: the provider",
  "exit: 0 done, 1 refused, 2 usage, 3 the provider cannot be reached or is not the data API",
].join("\n");

/** The provider did not answer with the data API (the message is already said). */
const NO_ANSWER = 3;

// biome-ignore format: the query's options
const QUERY_OPTIONS = ["datasets", "kind", "keyword", "hs", "startTime", "endTime", "origin", "destination", "port", "wmin", "wmax", "vmin", "vmax", "sort", "order", "current", "pageSize"] as const;

interface Envelope {
  readonly code: number;
  readonly msg?: string;
  readonly data?: unknown;
}

export const runTrade = async (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  print: (line: string) => void,
  fetcher: typeof fetch = fetch,
): Promise<number> => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      ...Object.fromEntries(QUERY_OPTIONS.map((o) => [o, { type: "string" as const }])),
      format: { type: "string" },
      out: { type: "string" },
    },
    allowPositionals: true,
    strict: false,
  });
  const [command, id] = positionals;
  const key = env.PORTOLAN_API_KEY;
  const base = (env.PORTOLAN_URL || "http://localhost:8080").replace(/\/+$/, "");
  if (command === undefined || key === undefined || key === "") {
    print(USAGE);
    return 2;
  }
  const raw = Object.fromEntries(
    QUERY_OPTIONS.flatMap((o) => (typeof values[o] === "string" ? [[o, values[o] as string]] : [])),
  );
  const read = readTradeQuery(raw);
  if (!read.ok) {
    print(`not a query: ${read.issues.map((i) => englishMessages[i] ?? i).join(" ")}`);
    return 2;
  }
  const params = Object.fromEntries(tradeQueryParams(read.value));
  // Export headings and messages in PORTOLAN_LANG (zh, en, ru; English by default on a terminal).
  const language = env.PORTOLAN_LANG || "en";
  const words = tradeWords(language);
  // A provider that is down or an address that is not the provider is said in one line (exit 3),
  // never as a stack trace (issue 31 item 12).
  const get = async (path: string): Promise<Response | string> => {
    try {
      return await fetcher(`${base}${path}`, {
        headers: { authorization: `Bearer ${key}`, "accept-language": language },
      });
    } catch (error) {
      return words.unreachable(base, fetchFailureReason(error));
    }
  };
  const isJson = (r: Response) => (r.headers.get("content-type") ?? "").startsWith("application/json");
  const envelope = async (path: string): Promise<Envelope | string> => {
    const r = await get(path);
    if (typeof r === "string") return r;
    const body = isJson(r) ? ((await r.json().catch(() => undefined)) as Envelope | undefined) : undefined;
    return typeof body?.code === "number" ? body : words.notTheApi(base, r.status);
  };
  const failed = (line: string) => {
    print(line);
    return NO_ANSWER;
  };
  const refused = (e: Envelope) => {
    print(`refused (${e.code}): ${e.msg ?? ""}`);
    return 1;
  };
  const query = (o: Record<string, string>) => `?${new URLSearchParams(o)}`;

  if (command === "search") {
    const e = await envelope(`${api.tradeSearch.path}${query(params)}`);
    if (typeof e === "string") return failed(e);
    if (e.code !== 200) return refused(e);
    const page = e.data as {
      total: number;
      totalExact: boolean;
      current: number;
      records: {
        date: string;
        importer?: { name: string };
        exporter?: { name: string };
        hsCode?: string;
        description?: string;
        weightKg?: number;
      }[];
    };
    print(`${page.totalExact ? "" : "about "}${page.total} shipments; page ${page.current}`);
    for (const r of page.records)
      print(
        [
          r.date,
          r.importer?.name ?? "-",
          r.exporter?.name ?? "-",
          r.hsCode ?? "-",
          (r.description ?? "").slice(0, 50),
          r.weightKg ?? "-",
        ].join(" | "),
      );
    return 0;
  }
  if (command === "profile") {
    if (id === undefined) {
      print(USAGE);
      return 2;
    }
    const e = await envelope(
      `${api.tradeCompanyProfile.path}${query({ id, datasets: params.datasets ?? "" })}`,
    );
    if (typeof e === "string") return failed(e);
    if (e.code !== 200) return refused(e);
    const p = e.data as {
      name: string;
      country?: string;
      asImporter: number;
      asExporter: number;
      firstDate?: string;
      lastDate?: string;
      aliases: string[];
      partners: { label?: string; shipments: number }[];
    };
    print(
      `${p.name} (${p.country ?? "-"}): ${p.asImporter} shipments as importer, ${p.asExporter} as exporter, ${p.firstDate ?? "-"} to ${p.lastDate ?? "-"}`,
    );
    print(`also known as: ${p.aliases.join("; ")}`);
    for (const partner of p.partners) print(`  partner: ${partner.label ?? "-"} (${partner.shipments})`);
    return 0;
  }
  if (command === "export") {
    const format = (values.format ?? "csv") as TradeExportFormat;
    const out = values.out;
    if (!TRADE_EXPORT_FORMATS.includes(format) || typeof out !== "string") {
      print(USAGE);
      return 2;
    }
    const response = await get(tradeExportPath(params, format));
    if (typeof response === "string") return failed(response);
    if (isJson(response)) return refused((await response.json()) as Envelope);
    if (!response.ok) return failed(words.notTheApi(base, response.status));
    const body = await response
      .arrayBuffer()
      .catch((error: unknown) => words.unreachable(base, fetchFailureReason(error)));
    if (typeof body === "string") return failed(body);
    const bytes = new Uint8Array(body);
    writeFileSync(out, bytes);
    print(`wrote ${out} (${bytes.length} bytes, at most ${response.headers.get("x-export-row-limit")} rows)`);
    return 0;
  }
  print(USAGE);
  return 2;
};

if (import.meta.main) {
  process.exitCode = await runTrade(process.argv.slice(2), process.env, (line) => console.log(line));
}

// The search form's look-ups (contracts' trade-reference.ts): the HS picker's levels and finds, and
// ports by name or UN/LOCODE. The rules (levels, matching) are core's; the tables are server/data.
import { findHsCodes, findPorts, hsChildLevel, type Locale, type PortEntry } from "@portolan/core";
import type { Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import { type HsIndexNode, hsIndex } from "./hs-index.ts";

const nodeIn = (n: HsIndexNode, lang: Locale) => {
  const name = lang === "en" ? undefined : n[lang];
  return {
    code: n.code,
    level: n.level,
    section: n.section,
    name: name ?? n.en,
    lang: name === undefined ? ("en" as const) : lang,
    ...(lang === "zh" && name === undefined && n.zhExamples.length > 0 ? { examples: n.zhExamples } : {}),
  };
};

export const hsCodesHandler =
  (): Handlers["tradeHsCodes"] =>
  ({ query }) => {
    const index = hsIndex();
    const q = query.q?.trim() ?? "";
    if (q !== "") {
      const codes = findHsCodes(q, index.entries, index.terms);
      return success({
        nodes: codes.flatMap((c) => {
          const n = index.byCode.get(c);
          return n === undefined ? [] : [nodeIn(n, query.lang)];
        }),
      });
    }
    const parent = query.parent?.trim() ?? "";
    const level = hsChildLevel(parent);
    const nodes =
      level === "chapter"
        ? index.nodes.filter((n) => n.level === "chapter" && n.section === parent)
        : level === "heading"
          ? index.nodes.filter((n) => n.level === "heading" && n.parent === parent)
          : [];
    return success({ nodes: nodes.map((n) => nodeIn(n, query.lang)) });
  };

let ports: readonly PortEntry[] | undefined;
/** The World Port Index's ports that have a UN/LOCODE (the others cannot filter), once per code. */
const portEntries = (): readonly PortEntry[] => {
  if (ports === undefined) {
    const byCode = new Map<string, PortEntry>();
    for (const p of referenceTables().ports)
      if (p.unlocode !== null && p.countryCode !== null && !byCode.has(p.unlocode))
        byCode.set(p.unlocode, { code: p.unlocode, name: p.name, country: p.countryCode });
    ports = [...byCode.values()];
  }
  return ports;
};

export const portsHandler =
  (): Handlers["tradePorts"] =>
  ({ query }) => {
    const all = portEntries();
    const asked = (query.codes ?? "")
      .split(",")
      .map((c) => c.trim().toUpperCase())
      .filter((c) => c !== "");
    if (asked.length > 0) {
      const wanted = new Set(asked.slice(0, 50));
      return success({ ports: all.filter((p) => wanted.has(p.code)) });
    }
    return success({ ports: findPorts(query.q ?? "", all) });
  };

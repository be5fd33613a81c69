// The search form's look-ups (contracts' trade-reference.ts): the HS picker's levels and finds, and
// ports by name (English, Chinese or Russian, D343) or any of their codes (D317). The rules (levels,
// matching) are core's; the tables are server/data.
import {
  findHsCodes,
  findPorts,
  hsChildLevel,
  isIsoCountryCode,
  isPortCode,
  type Locale,
  localPortName,
  normalisePortCode,
  type PortIdentity,
  portCodeCountry,
  portOfCode,
} from "@portolan/core";
import type { Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import { portCatalogue } from "../../trade/port-names-catalogue.ts";
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
        : level === undefined
          ? []
          : index.nodes.filter((n) => n.level === level && n.parent === parent);
    return success({ nodes: nodes.map((n) => nodeIn(n, query.lang)) });
  };

/**
 * A port as the picker offers it, under the code asked (a chip's code) or its main code, with its
 * name in the language asked where the port-name table has one (D343).
 */
const hitOf = (port: PortIdentity, lang: Locale | undefined, code = port.code) => {
  const localName = lang === undefined ? undefined : localPortName(port, lang);
  return {
    code,
    name: port.name,
    ...(localName === undefined ? {} : { localName }),
    ...(port.country === undefined ? {} : { country: port.country }),
    codes: port.codes,
    known: true,
  };
};

/** A code no table knows, offered as written: it still finds the bills that carry it (D317). */
const unknownHit = (code: string) => ({
  code,
  name: code,
  ...(isIsoCountryCode(portCodeCountry(code) ?? "") ? { country: portCodeCountry(code) as string } : {}),
  codes: [code],
  known: false,
});

export const portsHandler =
  (): Handlers["tradePorts"] =>
  ({ query }) => {
    const catalogue = portCatalogue();
    const asked = (query.codes ?? "")
      .split(",")
      .map(normalisePortCode)
      .filter((c) => isPortCode(c));
    if (asked.length > 0)
      return success({
        ports: [...new Set(asked)].slice(0, 50).map((c) => {
          const port = portOfCode(catalogue, c);
          return port === undefined ? unknownHit(c) : hitOf(port, query.lang, c);
        }),
      });
    const found = findPorts(query.q ?? "", catalogue.ports) as readonly PortIdentity[];
    // A code no table knows is offered when it was typed as a code (CNXYZ, 12345), or nothing else
    // was found: "haifa" is a name first, though five letters make a UN/LOCODE's shape.
    const raw = (query.q ?? "").trim();
    const typed = normalisePortCode(raw);
    const asCode = raw === typed || found.length === 0;
    const asWritten = isPortCode(typed) && asCode && !catalogue.byCode.has(typed) ? [unknownHit(typed)] : [];
    return success({ ports: [...asWritten, ...found.map((p) => hitOf(p, query.lang))] });
  };

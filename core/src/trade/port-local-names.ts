// A port's names in the console's other languages (issue 31 item 1 "names in three languages in the
// picker"): a table of Chinese and Russian names by UN/LOCODE is joined to the ports by any of their
// UN/LOCODEs. A port the table lacks keeps its English name alone; the English name stays the one a
// release writes, so the names here only show and find a port, never change what is stored.
import type { Locale } from "../locale/locale.ts";
import type { PortCatalogue, PortIdentity, PortLocalNames } from "./port-identity.ts";

const hasName = (names: PortLocalNames | undefined): names is PortLocalNames =>
  names !== undefined && (names.zh !== undefined || names.ru !== undefined);

/**
 * The ports with their Chinese and Russian names: the first of a port's codes (its main UN/LOCODE
 * first) that the table names gives each language its name.
 */
export const withLocalNames = (
  catalogue: PortCatalogue,
  table: ReadonlyMap<string, PortLocalNames>,
): PortCatalogue => {
  const named = new Map<PortIdentity, PortIdentity>();
  const ports = catalogue.ports.map((port) => {
    let zh: string | undefined;
    let ru: string | undefined;
    for (const code of port.codes) {
      const names = table.get(code);
      zh ??= names?.zh;
      ru ??= names?.ru;
    }
    const localNames = { ...(zh === undefined ? {} : { zh }), ...(ru === undefined ? {} : { ru }) };
    const out = hasName(localNames) ? { ...port, localNames } : port;
    named.set(port, out);
    return out;
  });
  const byCode = new Map<string, readonly PortIdentity[]>();
  for (const [code, list] of catalogue.byCode)
    byCode.set(
      code,
      list.map((p) => named.get(p) ?? p),
    );
  return { ports, byCode };
};

/** The port's name in the language asked, where the table gives one; undefined in English or else. */
export const localPortName = (
  port: { readonly localNames?: PortLocalNames },
  locale: Locale,
): string | undefined => (locale === "en" ? undefined : port.localNames?.[locale]);

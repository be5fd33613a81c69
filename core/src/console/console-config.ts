// What the console is configured with at run time (spec §2.6 "configured base addresses"; the menu
// variant; the utilities list's host): the provider hands it to the console with the console's page,
// the console reads it back here. Reading never trusts what it gets: anything malformed falls back to
// the defaults.

import type { NavBases } from "../navigation/nav-model.ts";
import type { NavVariant } from "../navigation/navigation.ts";

export interface ConsoleConfig {
  readonly bases: NavBases;
  /** The utilities list's host (spec §7 "separate host"); "" = this origin. */
  readonly utilitiesBase: string;
  readonly variant: NavVariant;
}

/** Every base on this origin, the standard menu: the embedded provider's defaults. */
export const DEFAULT_CONSOLE_CONFIG: ConsoleConfig = {
  bases: { home: "", data: "", crm: "", console: "", backend: "" },
  utilitiesBase: "",
  variant: "standard",
};

/** The name the configuration is handed over under (provider and console agree on it here). */
export const CONSOLE_CONFIG_ELEMENT_ID = "portolan-console-config";

/** "" (this origin) or an http(s) origin-and-path without query, hash or credentials. */
const isBase = (value: unknown): value is string =>
  typeof value === "string" && (value === "" || /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/.test(value));

export const parseConsoleConfig = (raw: unknown): ConsoleConfig => {
  if (typeof raw !== "object" || raw === null) return DEFAULT_CONSOLE_CONFIG;
  const r = raw as Record<string, unknown>;
  const bases = (typeof r.bases === "object" && r.bases !== null ? r.bases : {}) as Record<string, unknown>;
  const base = (key: keyof NavBases) => {
    const value = bases[key];
    return isBase(value) ? value : DEFAULT_CONSOLE_CONFIG.bases[key];
  };
  return {
    bases: {
      home: base("home"),
      data: base("data"),
      crm: base("crm"),
      console: base("console"),
      backend: base("backend"),
    },
    utilitiesBase: isBase(r.utilitiesBase) ? r.utilitiesBase : "",
    variant: r.variant === "alternative" ? "alternative" : "standard",
  };
};

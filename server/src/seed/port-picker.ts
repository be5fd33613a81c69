// Ports of loading and unloading from the World Port Index: a port of the party's country, larger
// harbours more often; countries without a seaport in the index trade through a neighbour's.

import type { Port } from "../reference/reference-records.ts";
import { type Prng, weightedPicker } from "./prng.ts";

/** Where a country without an indexed seaport lands its sea cargo (decision: demo-data gateways). */
// biome-ignore format: a table
export const GATEWAY_COUNTRY: Readonly<Record<string, string>> = {
  BO: "CL", PY: "AR", MD: "UA", BY: "LT", UZ: "GE", KZ: "GE", KG: "GE", TJ: "GE", TM: "GE", AZ: "GE", AM: "GE",
  ET: "DJ", UG: "KE", BW: "ZA", LS: "ZA",
};

const SIZE_WEIGHT: Readonly<Record<string, number>> = { Large: 12, Medium: 5, Small: 2, "Very Small": 1 };

export interface PortPicker {
  /** A port for cargo of `country`: its own or its gateway's. */
  readonly pick: (rng: Prng, country: string) => Port;
}

export const createPortPicker = (ports: readonly Port[]): PortPicker => {
  const byCountry = new Map<string, Port[]>();
  const seen = new Set<string>();
  for (const port of ports) {
    if (port.unlocode === null || port.countryCode === null || seen.has(port.unlocode)) continue;
    seen.add(port.unlocode);
    const list = byCountry.get(port.countryCode) ?? [];
    list.push(port);
    byCountry.set(port.countryCode, list);
  }
  const pickers = new Map(
    [...byCountry].map(([code, list]) => [code, weightedPicker(list, (p) => SIZE_WEIGHT[p.harborSize] ?? 1)]),
  );
  return {
    pick: (rng, country) => {
      const picker = pickers.get(country) ?? pickers.get(GATEWAY_COUNTRY[country] ?? "");
      if (picker === undefined) throw new Error(`no port for ${country}`);
      return picker(rng);
    },
  };
};

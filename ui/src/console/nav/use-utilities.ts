// The utilities list (spec §2.6 AI tools, §7): loaded once per visit when the menu has a utilities
// entry (Chinese only: core hides it otherwise), through core's rules (id 265, page 1, limit 10, the
// first row skipped). A failure leaves the list empty and is logged.
import { type NavItem, UTILITIES_LIST, utilitiesMenuItems } from "@portolan/core";
import { useEffect, useState } from "react";
import { navClient } from "./nav-client.ts";

let loaded: Promise<readonly NavItem[]> | undefined;

const load = (): Promise<readonly NavItem[]> => {
  loaded ??= navClient()
    .call("utilitiesList", { query: { ...UTILITIES_LIST } })
    .then((result) => {
      if (result.ok) return utilitiesMenuItems({ code: 0, data: result.data });
      console.warn("Portolan: the utilities list could not be loaded", result.outcome);
      return [];
    });
  return loaded;
};

/** The rows under the utilities entry; empty until loaded, and when `wanted` is false. */
export const useUtilities = (wanted: boolean): readonly NavItem[] => {
  const [rows, setRows] = useState<readonly NavItem[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void load().then((r) => {
      if (live) setRows(r);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? rows : [];
};

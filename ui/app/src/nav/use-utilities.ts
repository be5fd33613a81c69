// The utilities list (spec §2.6 AI tools, §7): asked once per visit through the query layer when the
// menu has a utilities entry (Chinese only: core hides it otherwise), through core's rules (id 265,
// page 1, limit 10, the first row skipped). A failure leaves the list empty and is logged.
import { type NavItem, UTILITIES_LIST, utilitiesMenuItems } from "@portolan/core";
import { queryStore, useQuery } from "@portolan/kit/data/queries.ts";
import { atom } from "nanostores";
import { useEffect } from "react";

/** The list's request, set the first time a menu wants it: nothing is asked before. */
const $request = atom<{ readonly query: typeof UTILITIES_LIST } | null>(null);
const $utilities = queryStore("utilitiesList", $request);

/** The rows under the utilities entry; empty until loaded, and when `wanted` is false. */
export const useUtilities = (wanted: boolean): readonly NavItem[] => {
  useEffect(() => {
    if (wanted && $request.get() === null) $request.set({ query: { ...UTILITIES_LIST } });
  }, [wanted]);
  const remote = useQuery($utilities);
  useEffect(() => {
    if (remote.state === "failed")
      console.warn("Portolan: the utilities list could not be loaded", remote.failure);
  }, [remote]);
  if (!wanted || remote.state !== "ready") return [];
  return utilitiesMenuItems({ code: 0, data: remote.data });
};

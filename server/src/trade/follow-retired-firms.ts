// Tracked companies and collection items follow a firm that merged into another (issue 30): after
// each resolution, every firm id an account keeps that no longer names a firm is pointed at the firm
// that holds its bills now, so alerts keep checking it and the collection keeps opening it.

import type { FirmReferences } from "../accounts/collection/firm-references-port.ts";
import type { FirmIdentity } from "./firm-identity-port.ts";

/** Moves every kept reference to a retired firm id; returns how many moved. */
export const followRetiredFirms = async (
  references: FirmReferences,
  identity: Pick<FirmIdentity, "redirectOf">,
): Promise<number> => {
  let moved = 0;
  for (const id of await references.companyIds()) {
    const to = await identity.redirectOf(id);
    if (to !== undefined) moved += await references.follow(id, to);
  }
  return moved;
};

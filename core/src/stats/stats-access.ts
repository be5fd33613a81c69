// Market analysis needs its feature in the membership number (spec §6: market analysis 128), as the
// partner report needs 16 (trade-access.ts).
import { decomposePermissionValue } from "../permissions/permission-value.ts";

export const mayOpenMarketAnalysis = (membership: number): boolean => {
  const value = decomposePermissionValue(membership);
  return value.ok && value.value.features.includes("MARKET_ANALYSIS");
};

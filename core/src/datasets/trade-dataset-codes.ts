// The code each grantable data set has in the trade store and in a query's `datasets` (issue 31
// item 9, D337): a customs data set its catalogue value (IMP_USA_BL_SEA); a ship-data country its
// value under SHIP_ (SHIP_US), the transit data under TRANSIT_ (TRANSIT_EURASIAN), since their
// catalogue values (US, EURASIAN) name a country or route and would read as nothing else.
import { CUSTOMS_DATASETS, customsDatasetByValue } from "./customs-catalogue.ts";
import type { AnyDataset } from "./dataset-types.ts";
import { ownedFlags, ownsCustomsDataset } from "./ownership-bits.ts";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "./ship-transit-catalogue.ts";

const SHIP = "SHIP_";
const TRANSIT = "TRANSIT_";

/** A trade data-set code: a customs code, SHIP_ and a country, or TRANSIT_ and a route. */
export const TRADE_DATASET_CODE =
  /^(?:(?:IMP|EXP)_[A-Z]+_(?:CD|BL|ED)_(?:DEF|SEA|AIR|ALL|FTZ)|SHIP_[A-Z]{2}|TRANSIT_[A-Z]+)$/;

export const tradeDatasetCode = (d: AnyDataset): string =>
  d.category === 1 ? d.value : `${d.category === 60 ? SHIP : TRANSIT}${d.value}`;

/** Every data set a package can grant, customs first (catalogue order), then ship, then transit data. */
export const GRANTABLE_DATASETS: readonly AnyDataset[] = [
  ...CUSTOMS_DATASETS,
  ...SHIP_DATASETS,
  ...TRANSIT_DATASETS,
];

/** The data set of a trade code, or undefined for a code of none. */
export const tradeDatasetOf = (code: string): AnyDataset | undefined => {
  if (code.startsWith(SHIP)) return SHIP_DATASETS.find((d) => d.value === code.slice(SHIP.length));
  if (code.startsWith(TRANSIT)) return TRANSIT_DATASETS.find((d) => d.value === code.slice(TRANSIT.length));
  return customsDatasetByValue(code);
};

/** Whether an ownership code grants the data set of a trade code (ship data is one bit, as is transit). */
export const ownsTradeDataset = (bits: unknown, code: string): boolean => {
  const d = tradeDatasetOf(code);
  if (d === undefined) return false;
  if (d.category === 1) return ownsCustomsDataset(bits, code);
  const flags = ownedFlags(bits);
  return d.category === 60 ? flags.ship : flags.transit;
};

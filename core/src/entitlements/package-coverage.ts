// The data sets a package's coverage grants, as an ownership code (spec §3 Dataset entry, §4 Dataset
// selection): every customs source of a covered country in the covered direction; "all" is the
// whole catalogue, the silk-road group and the global bills of lading included.

import type { PackageTierId } from "../constants/packages.ts";
import { isSilkRoadDataset } from "../datasets/country-coverage.ts";
import { CUSTOMS_DATASETS, SILK_ROAD_MEMBERS } from "../datasets/customs-catalogue.ts";
import type { CustomsDataset, DatasetType } from "../datasets/dataset-types.ts";
import { flagsToBits } from "../datasets/ownership-bits.ts";
import { PACKAGE_GRANTS, type PackageGrant } from "./package-grants.ts";

const covers = (countries: PackageGrant["importCountries"], d: CustomsDataset): boolean =>
  countries === "all" || (d.country !== null && (countries as readonly string[]).includes(d.country));

const granted = (grant: PackageGrant, d: CustomsDataset): boolean =>
  d.type === "SHIPMENTS_IMPORT" ? covers(grant.importCountries, d) : covers(grant.exportCountries, d);

/** The customs data sets a package grants, in catalogue order. */
export const packageDatasets = (tierId: PackageTierId): readonly CustomsDataset[] =>
  CUSTOMS_DATASETS.filter((d) => granted(PACKAGE_GRANTS[tierId], d));

/** The ownership code of a package's coverage. */
export const packageOwnershipCode = (tierId: PackageTierId): string => {
  const grant = PACKAGE_GRANTS[tierId];
  return flagsToBits({
    customs: Object.fromEntries(packageDatasets(tierId).map((d) => [d.value, true])),
    ship: grant.ship,
    transit: grant.transit,
  });
};

/** The countries whose data a data set holds: its own, the silk-road group's members, or none (global bills). */
const countriesOf = (d: CustomsDataset): readonly string[] =>
  d.country !== null ? [d.country] : isSilkRoadDataset(d) ? SILK_ROAD_MEMBERS : [];

/** The countries a package's data sets cover in one direction, in catalogue order. */
export const packageCountries = (tierId: PackageTierId, type: DatasetType): readonly string[] => [
  ...new Set(packageDatasets(tierId).flatMap((d) => (d.type === type ? countriesOf(d) : []))),
];

export interface PackageCountryCount {
  readonly importCountries: number;
  readonly exportCountries: number;
}

/**
 * How many countries' import and export data a package gives (decision D294): counted from the data
 * sets it grants, the one figure the package cards, pages and the packages call show.
 */
export const packageCountryCount = (tierId: PackageTierId): PackageCountryCount => ({
  importCountries: packageCountries(tierId, "SHIPMENTS_IMPORT").length,
  exportCountries: packageCountries(tierId, "SHIPMENTS_EXPORT").length,
});

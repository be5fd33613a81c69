// The customs data catalogue of core, as a table of countries per continent in Chinese.
import { CONTINENTS, type Continent, CUSTOMS_DATASETS, countryByCode, SHIP_DATASETS } from "@portolan/core";
import { DataTable } from "../../../components/content/content.tsx";

const CONTINENT_ZH: Readonly<Record<Continent, string>> = {
  NORTH_AMERICA: "北美洲",
  SOUTH_AMERICA: "南美洲",
  EUROPE: "欧洲",
  ASIA: "亚洲",
  AFRICA: "非洲",
  OCEANIA: "大洋洲",
  OTHERS: "多国数据集",
};

const countriesOf = (continent: Continent, type: "SHIPMENTS_IMPORT" | "SHIPMENTS_EXPORT"): string[] => {
  const codes = new Set<string>();
  for (const d of CUSTOMS_DATASETS) {
    if (d.continent === continent && d.type === type && d.country !== null) codes.add(d.country);
  }
  return [...codes].map((c) => countryByCode(c)?.zh ?? c);
};

/** Distinct countries with a customs data set of their own. */
export const customsCountryCount = (): number =>
  new Set(CUSTOMS_DATASETS.flatMap((d) => (d.country === null ? [] : [d.country]))).size;

export const customsSourceCount = (): number => CUSTOMS_DATASETS.length;

export const shipCountryCount = (): number => SHIP_DATASETS.length;

export function CustomsCoverageTable() {
  const rows = CONTINENTS.flatMap((c) => {
    const imports = countriesOf(c, "SHIPMENTS_IMPORT");
    const exports = countriesOf(c, "SHIPMENTS_EXPORT");
    if (imports.length === 0 && exports.length === 0) return [];
    return [[CONTINENT_ZH[c], imports.join("、") || "—", exports.join("、") || "—"]];
  });
  return (
    <DataTable
      caption={`海关数据来源一览（共 ${customsSourceCount()} 个数据源，覆盖 ${customsCountryCount()} 个国家，另有丝绸之路国家组与全球提单数据集）`}
      head={["大洲", "进口数据", "出口数据"]}
      rows={rows}
    />
  );
}

// The CIS countries of the catalogue for the Russian audience: those with their own customs data
// sets (linked to their country pages) and those covered by the Silk Road set.
import { CUSTOMS_DATASETS, SILK_ROAD_MEMBERS } from "@portolan/core";
import { countryName } from "@portolan/kit/format/country-name.ts";
import { countryDetailHref } from "../../../components/data/catalogue.ts";
import { type DataLabels, useDataLabels } from "../../../components/data/data-labels.ts";
import { listRu } from "./ru-format.ts";

/** CIS countries, in this order, that have a customs data set of their own in core's catalogue. */
export const CIS_OWN: readonly string[] = ["RU", "KZ", "UZ", "UA", "MD"].filter((c) =>
  CUSTOMS_DATASETS.some((d) => d.country === c),
);

export const ruCountryName = (code: string): string => countryName(code, "ru");

/** "импорт и экспорт: таможенные декларации", from the country's own data sets. */
const coverageOf = (code: string, labels: DataLabels): string => {
  const own = CUSTOMS_DATASETS.filter((d) => d.country === code);
  const flows = [
    ...(own.some((d) => d.type === "SHIPMENTS_IMPORT") ? [labels.imports] : []),
    ...(own.some((d) => d.type === "SHIPMENTS_EXPORT") ? [labels.exports] : []),
  ];
  const kinds = [...new Set(own.map((d) => labels.kinds[d.kind]))];
  return `${listRu(flows).toLowerCase()}: ${kinds.join(", ").toLowerCase()}`;
};

export function CisCountries() {
  const labels = useDataLabels();
  return (
    <>
      <ul>
        {CIS_OWN.map((code) => (
          <li key={code}>
            <a href={countryDetailHref("ru", code)}>
              <span suppressHydrationWarning>{ruCountryName(code)}</span>
            </a>{" "}
            — {coverageOf(code, labels)}
          </li>
        ))}
      </ul>
      <p>
        Страны <span suppressHydrationWarning>{listRu(SILK_ROAD_MEMBERS.map(ruCountryName))}</span>{" "}
        представлены общим набором таможенных данных «Страны Шёлкового пути».
      </p>
    </>
  );
}

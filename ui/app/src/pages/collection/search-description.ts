// A saved or recent search in words, from its written form: what was searched for and how, over
// which data sets (the first named, the rest counted) and which days. The parts are joined with a
// middle dot, as a list is, not made into a sentence.
import { useLingui } from "@lingui/react/macro";
import {
  customsDatasetByValue,
  type Locale,
  parseQueryString,
  type ShipmentSearchKind,
} from "@portolan/core";
import { datasetLabel, placeName } from "../../widgets/dataset-label.ts";

export const useSearchDescription = (locale: Locale): ((query: string) => string) => {
  const { i18n, t } = useLingui();
  const kindName: Readonly<Record<ShipmentSearchKind, string>> = {
    description: t`Goods description`,
    hsCode: t`HS code`,
    importer: t`Importer`,
    exporter: t`Exporter`,
  };
  return (query) => {
    const p = parseQueryString(query);
    const keyword = p.keyword;
    const kind = kindName[(p.kind ?? "description") as ShipmentSearchKind] ?? kindName.description;
    const codes = (p.datasets ?? "").split(",").filter((c) => c !== "");
    const first = customsDatasetByValue(codes[0] ?? "");
    const sets =
      first === undefined
        ? codes.join(", ")
        : datasetLabel((id, values) => i18n._(id, values), first, locale) +
          (codes.length > 1 ? ` +${codes.length - 1}` : "");
    // The same words as the search screen's filter chips (search-filters.tsx).
    const filter = (key: "hs" | "origin" | "destination" | "port"): string | undefined => {
      const value = p[key];
      if (value === undefined) return undefined;
      const country = () =>
        value
          .split(",")
          .map((c) => placeName(c, locale))
          .join(", ");
      if (key === "origin") return t`Origin: ${country()}`;
      if (key === "destination") return t`Destination: ${country()}`;
      if (key === "port") return t`Port: ${value}`;
      return t`HS code: ${value}`;
    };
    const from = p.startTime ?? "…";
    const to = p.endTime ?? "…";
    return [
      keyword === undefined ? t`All shipments` : t`“${keyword}”`,
      keyword === undefined ? undefined : kind,
      sets,
      p.startTime === undefined && p.endTime === undefined ? undefined : `${from} – ${to}`,
      filter("hs"),
      filter("origin"),
      filter("destination"),
      filter("port"),
    ]
      .filter((part) => part !== undefined && part !== "")
      .join(" · ");
  };
};

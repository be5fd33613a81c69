// The filters a search carries besides its words (set from the facets): one chip each, whose button
// removes it.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { placeName } from "../../widgets/dataset-label.ts";
import { FILTER_KEYS, type FilterKey, type SearchRequest } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";

export function SearchFilters(props: {
  readonly request: SearchRequest;
  readonly locale: Locale;
  readonly onRemove: (key: FilterKey) => void;
}) {
  const { t } = useLingui();
  const shown = (key: FilterKey, value: string): string => {
    const country = () =>
      value
        .split(",")
        .map((c) => placeName(c, props.locale))
        .join(", ");
    if (key === "origin") return t`Origin: ${country()}`;
    if (key === "destination") return t`Destination: ${country()}`;
    if (key === "port") return t`Port: ${value}`;
    return t`HS code: ${value}`;
  };
  const active = FILTER_KEYS.flatMap((key) => {
    const value = props.request[key];
    return value === undefined ? [] : [{ key, text: shown(key, value) }];
  });
  if (active.length === 0) return null;
  return (
    <ul className={s.chips} aria-label={t`Filters`}>
      {active.map(({ key, text }) => (
        <li key={key}>
          <button
            type="button"
            className={s.chip}
            aria-label={t`Remove the filter ${text}`}
            onClick={() => props.onRemove(key)}
          >
            {text} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

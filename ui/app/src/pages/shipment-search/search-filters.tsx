// The filters a search carries besides its words (set in the form or from the facets): one chip per
// country, port, HS code and range, whose button removes it (a list filter loses that one value).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import type { ChipKey, SearchRequest } from "./search-url.ts";
import * as s from "./shipment-search.css.ts";

interface Chip {
  readonly key: ChipKey;
  readonly value?: string;
  readonly text: string;
}

const values = (text: string | undefined): readonly string[] =>
  text === undefined ? [] : text.split(",").filter((v) => v.trim() !== "");

export function SearchFilters(props: {
  readonly request: SearchRequest;
  readonly locale: Locale;
  readonly onRemove: (key: ChipKey, value?: string) => void;
}) {
  const { t } = useLingui();
  const { request, locale } = props;
  const ports = values(request.port);
  const named = useConsoleQuery("tradePorts", { query: { codes: ports.join(","), lang: locale } });
  // In the page's language where the port-name table has it (D343), else as released.
  const portName = (code: string) => {
    const port =
      named.remote.state === "ready" ? named.remote.data.ports.find((p) => p.code === code) : undefined;
    return port === undefined ? undefined : (port.localName ?? port.name);
  };
  const n = (v: string) => (Number.isFinite(Number(v)) ? formatNumber(Number(v), locale) : v);
  const range = (min: string | undefined, max: string | undefined): string | undefined => {
    if (min !== undefined && max !== undefined) return t`${n(min)} to ${n(max)}`;
    if (min !== undefined) return t`at least ${n(min)}`;
    if (max !== undefined) return t`at most ${n(max)}`;
    return undefined;
  };
  const weight = range(request.wmin, request.wmax);
  const value = range(request.vmin, request.vmax);
  const chips: Chip[] = [
    ...(request.hs === undefined ? [] : [{ key: "hs" as const, text: t`HS code: ${request.hs}` }]),
    ...values(request.origin).map((c) => ({
      key: "origin" as const,
      value: c,
      text: t`Origin: ${placeName(c, locale)}`,
    })),
    ...values(request.destination).map((c) => ({
      key: "destination" as const,
      value: c,
      text: t`Destination: ${placeName(c, locale)}`,
    })),
    ...ports.map((c) => {
      const name = portName(c);
      return {
        key: "port" as const,
        value: c,
        text: name === undefined ? t`Port: ${c}` : t`Port: ${name} (${c})`,
      };
    }),
    ...(weight === undefined ? [] : [{ key: "weight" as const, text: t`Weight (kg): ${weight}` }]),
    ...(value === undefined ? [] : [{ key: "value" as const, text: t`Value (USD): ${value}` }]),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className={s.chips} aria-label={t`Filters`}>
      {chips.map(({ key, value: v, text }) => (
        <li key={`${key}-${v ?? ""}`}>
          <button
            type="button"
            className={s.chip}
            aria-label={t`Remove the filter ${text}`}
            onClick={() => props.onRemove(key, v)}
          >
            {text} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

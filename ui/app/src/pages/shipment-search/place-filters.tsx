// The origin, destination and port filters of the search form (issue 15): countries by their names
// in the user's language (every ISO country: goods come from anywhere), ports found by name or
// UN/LOCODE through the provider's World Port Index look-up (tradePorts).
import { useLingui } from "@lingui/react/macro";
import { ISO_COUNTRY_CODES, type Locale, normaliseText } from "@portolan/core";
import { useEffect, useMemo, useState } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { MultiChoice } from "./multi-choice.tsx";

export function CountryFilter(props: {
  readonly label: string;
  readonly chosen: readonly string[];
  readonly locale: Locale;
  readonly onChange: (codes: readonly string[]) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState("");
  const all = useMemo(
    () =>
      ISO_COUNTRY_CODES.map((code) => ({ id: code, name: placeName(code, props.locale) })).sort((a, b) =>
        a.name.localeCompare(b.name, props.locale),
      ),
    [props.locale],
  );
  const words = normaliseText(typed);
  const choices = words === "" ? all : all.filter((c) => normaliseText(`${c.name} ${c.id}`).includes(words));
  return (
    <MultiChoice
      label={props.label}
      chosen={props.chosen}
      nameOf={(code) => placeName(code, props.locale)}
      choices={choices}
      typed={typed}
      onType={setTyped}
      onChange={props.onChange}
      placeholder={t`Type a country`}
    />
  );
}

export function PortFilter(props: {
  readonly chosen: readonly string[];
  readonly onChange: (codes: readonly string[]) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  // The names of the chosen ports (an address names them by code only), and the ports found.
  const named = useConsoleQuery("tradePorts", { query: { codes: props.chosen.join(",") } });
  const found = useConsoleQuery("tradePorts", { query: { q: query } });
  const known = new Map<string, string>();
  for (const remote of [named.remote, found.remote])
    if (remote.state === "ready")
      for (const p of remote.data.ports) known.set(p.code, `${p.name} (${p.code})`);
  const choices =
    query.length >= 2 && found.remote.state === "ready"
      ? found.remote.data.ports.map((p) => ({ id: p.code, name: `${p.name} (${p.code})` }))
      : [];
  return (
    <MultiChoice
      label={t`Ports`}
      chosen={props.chosen}
      nameOf={(code) => known.get(code) ?? code}
      choices={choices}
      typed={typed}
      onType={setTyped}
      onChange={props.onChange}
      placeholder={t`Name or code, e.g. Qingdao or CNQIN`}
    />
  );
}

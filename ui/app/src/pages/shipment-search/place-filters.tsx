// The origin, destination and port filters of the search form (issue 15): countries by their names
// in the user's language (every ISO country: goods come from anywhere), ports found by name or any
// code a release carries (UN/LOCODE, an alternate, US customs Schedule K or D; issue 31) or by its
// Chinese or Russian name (D343) through the provider's port look-up (tradePorts), each with its name
// (where the tables have one) and country in the user's language.
import { useLingui } from "@lingui/react/macro";
import type { PortHit } from "@portolan/contracts";
import { ISO_COUNTRY_CODES, type Locale, normaliseText } from "@portolan/core";
import { useEffect, useMemo, useState } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { MultiChoice } from "./multi-choice.tsx";
import { portChoiceLabel } from "./port-label.ts";

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

// One Chinese character is already a word to look for (沪); one Latin letter finds too much.
const HAN = /\p{Script=Han}/u;

export function PortFilter(props: {
  readonly chosen: readonly string[];
  readonly locale: Locale;
  readonly onChange: (codes: readonly string[]) => void;
}) {
  const { i18n, t } = useLingui();
  const { locale } = props;
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  // The names of the chosen ports (an address names them by code only), and the ports found.
  const named = useConsoleQuery("tradePorts", { query: { codes: props.chosen.join(","), lang: locale } });
  const found = useConsoleQuery("tradePorts", { query: { q: query, lang: locale } });
  const label = (p: PortHit) => portChoiceLabel(i18n, p, locale);
  const known = new Map<string, string>();
  for (const remote of [named.remote, found.remote])
    if (remote.state === "ready") for (const p of remote.data.ports) known.set(p.code, label(p));
  const choices =
    (query.length >= 2 || HAN.test(query)) && found.remote.state === "ready"
      ? found.remote.data.ports.map((p) => ({ id: p.code, name: label(p) }))
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
      placeholder={t`Name or code, e.g. Shanghai, CNSHA or 57035`}
    />
  );
}

// On the page that says how to choose a country, which the server sends for a country code without
// a page of its own (countrydetail?country=ZZ): says that this code has no data source, so what the
// visitor asked for does not vanish silently. Reads the address once hydrated: the prerendered page
// knows no query.
import { useLingui } from "@lingui/react/macro";
import { COUNTRY_QUERY_KEY } from "@portolan/core";
import { useAfterHydration } from "@portolan/kit/forms/use-after-hydration.ts";

/** The longest code shown back (an address can hold anything). */
const SHOWN_CODE_LENGTH = 12;

export function UnknownCountryNotice() {
  const { t } = useLingui();
  const hydrated = useAfterHydration();
  const given = hydrated ? (new URLSearchParams(location.search).get(COUNTRY_QUERY_KEY) ?? "").trim() : "";
  const code = given.slice(0, SHOWN_CODE_LENGTH);
  return code === "" ? null : (
    <p role="status">{t`We have no data source for the country code “${code}”. Choose one from the list.`}</p>
  );
}

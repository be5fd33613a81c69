// The open platform (/open-platform; issue 31 item 14, D335): the API customer's home, opened from
// the system switcher. How to call, the account's keys and what each did per day, a first call in
// three languages of code, and the reference rendered from the provider's OpenAPI document.
import { useLingui } from "@lingui/react/macro";
import { API_KEY_CALLS_PER_MINUTE, SESSION_DATA_CALLS_PER_MINUTE } from "@portolan/core";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { ApiKeysSection } from "../api-keys/api-keys-section.tsx";
import { ApiExamplesSection } from "./api-examples-section.tsx";
import { ApiReference } from "./api-reference.tsx";
import { KeyUsage } from "./key-usage.tsx";

export default function OpenPlatformPage({ locale, session }: ConsolePageProps) {
  const { t } = useLingui();
  // The same request as the keys' section: one call, one store.
  const { remote, reload } = useConsoleQuery("apiKeys", {});
  const origin = window.location.origin;
  return (
    <div className={page.widePage}>
      <h1 className={w.heading}>{t`Open platform`}</h1>
      <p className={w.intro}>
        {t`Call the shipment search, the company profiles and market analysis from your own programs at ${origin}, with a data API key in the header Authorization: Bearer <key>. A key sees what your package grants, nothing more; each key may make ${API_KEY_CALLS_PER_MINUTE} calls a minute (signed-in use ${SESSION_DATA_CALLS_PER_MINUTE}); beyond that the answer is HTTP 429 with Retry-After.`}
      </p>
      <ApiKeysSection locale={locale} />
      {remote.state === "loading" ? <Loading /> : null}
      {remote.state === "failed" ? <LoadFailed retry={reload} /> : null}
      {remote.state === "ready" ? (
        <KeyUsage
          keys={remote.data.keys}
          usage={remote.data.usage}
          days={remote.data.usageDays}
          locale={locale}
        />
      ) : null}
      <ApiExamplesSection origin={origin} bits={session?.customs_data_source ?? ""} />
      <ApiReference locale={locale} />
    </div>
  );
}

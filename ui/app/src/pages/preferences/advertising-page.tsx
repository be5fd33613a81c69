// The account menu's "Advertising settings" (/account/advertising, spec §2.6; issue 29 item 16;
// D292): the account's marketing-mail consent and its notification preferences, read from the
// provider and saved there. The alert check honours the alert-mail choice, the expiry warnings theirs,
// the header's bell the unread count's. Order confirmations and receipts are records of a purchase and always go out.

import { useLingui } from "@lingui/react/macro";
import type { AccountPreferences } from "@portolan/contracts";
import { setCallAnswer } from "@portolan/kit/data/queries.ts";
import { CheckboxInput } from "@portolan/kit/forms/checkbox-input.tsx";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { useConsoleCall, useConsoleQuery } from "../../auth/console-client.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as s from "../../widgets/widgets.css.ts";

function PreferencesForm({ saved }: { readonly saved: AccountPreferences }) {
  const { t } = useLingui();
  const call = useConsoleCall();
  const [values, setValues] = useState(saved);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof AccountPreferences) => (on: boolean) => setValues((v) => ({ ...v, [key]: on }));
  const save = async () => {
    setBusy(true);
    const result = await call("updateAccountPreferences", { body: values });
    setBusy(false);
    if (!result.ok) return;
    // The answer is the account's preferences now: this page's and the header bell's query.
    setCallAnswer("getAccountPreferences", {}, result.data);
    notify("success", t`Your settings are saved.`);
  };
  return (
    <Form
      className={s.card}
      aria-labelledby="advertising-mail"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="advertising-mail" className={s.cardTitle}>{t`Mail and notifications`}</h2>
      <CheckboxInput
        id="pref-marketing"
        label={t`News and offers from Portolan by email`}
        hint={t`At most a few a month. Off until you turn it on.`}
        value={values.marketingMail}
        onChange={set("marketingMail")}
      />
      <CheckboxInput
        id="pref-alert-mail"
        label={t`Alert emails for tracked companies and searches`}
        hint={t`The alerts stay on the Alerts page either way.`}
        value={values.alertMail}
        onChange={set("alertMail")}
      />
      <CheckboxInput
        id="pref-expiry-mail"
        label={t`A reminder by email before a package ends`}
        value={values.expiryMail}
        onChange={set("expiryMail")}
      />
      <CheckboxInput
        id="pref-console-notices"
        label={t`The number of unread alerts in the console's header`}
        value={values.consoleNotices}
        onChange={set("consoleNotices")}
      />
      <p className={s.muted}>
        {t`Order confirmations and payment receipts are always sent: they are the records of your purchases.`}
      </p>
      <div className={f.actions}>
        <Button type="submit" className={f.primaryButton} isDisabled={busy}>
          {busy ? t`Saving…` : t`Save`}
        </Button>
      </div>
    </Form>
  );
}

export default function AdvertisingPage(_props: ConsolePageProps) {
  const { t } = useLingui();
  const { remote, reload } = useConsoleQuery("getAccountPreferences", {});
  return (
    <div className={page.page}>
      <h1 className={s.heading}>{t`Advertising settings`}</h1>
      {remote.state === "loading" ? <Loading /> : null}
      {remote.state === "failed" ? <LoadFailed retry={reload} /> : null}
      {remote.state === "ready" ? <PreferencesForm saved={remote.data} /> : null}
    </div>
  );
}

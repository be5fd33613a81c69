// The header's way to the alerts (issue 16): a bell with the number of unread alerts, so that what a
// check found is seen from every console page, not only on the alerts page. It reads the alerts
// page's own query, so marking alerts read there updates it (alert-calls.ts asks again).
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { useConsoleQuery } from "../auth/console-client.ts";
import * as s from "./alerts-bell.css.ts";

/** More than this shows as "99+": the badge stays small. */
const MAX_SHOWN = 99;

export function AlertsBell({ locale }: { readonly locale: Locale }) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery("alerts", {});
  // The account may have turned the count off in its advertising settings (D292); the bell stays.
  const prefs = useConsoleQuery("getAccountPreferences", {}).remote;
  const counting = prefs.state !== "ready" || prefs.data.consoleNotices;
  const unread = remote.state === "ready" && counting ? remote.data.unread : 0;
  const label =
    unread === 0 ? t`Alerts` : t`Alerts: ${plural(unread, { one: "# unread", other: "# unread" })}`;
  return (
    <a className={s.bell} href="/alerts" aria-label={label} title={label} data-testid="alerts-bell">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z"
        />
      </svg>
      {unread === 0 ? null : (
        <span className={s.count} aria-hidden="true">
          {unread > MAX_SHOWN ? `${formatNumber(MAX_SHOWN, locale)}+` : formatNumber(unread, locale)}
        </span>
      )}
    </a>
  );
}

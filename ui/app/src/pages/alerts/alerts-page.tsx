// Alerts (/alerts, issue 16): what each check found new for the companies and searches the user
// tracks, newest first, with how many are unread; each opens its new shipments (the search screen
// limited to them) or what was tracked, and is marked read there or here.
import { Plural, useLingui } from "@lingui/react/macro";
import type { Alert } from "@portolan/contracts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { Button } from "react-aria-components";
import { Link } from "wouter";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { formatInstant } from "../../widgets/format.ts";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { useSearchDescription } from "../collection/search-description.ts";
import { markRead } from "./alert-calls.ts";
import * as s from "./alerts.css.ts";

export default function AlertsPage({ locale }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const { remote, reload } = useConsoleQuery("alerts", {});
  const describe = useSearchDescription(locale);
  const row = (a: Alert) => {
    const name = a.kind === "search" ? describe(a.name) : a.name;
    return (
      <li key={a.id} className={s.row} data-read={a.read}>
        <h2 className={s.title}>
          {a.kind === "company" ? t`Company: ${name}` : t`Search: ${name}`}
          {a.read ? null : <span className={w.warning}> · {t`unread`}</span>}
        </h2>
        <p className={w.text}>
          {a.exact ? (
            <Plural value={a.shipments} one="# new shipment" other="# new shipments" />
          ) : (
            <Plural value={a.shipments} one="about # new shipment" other="about # new shipments" />
          )}
          {" · "}
          {formatInstant(a.createdAt, locale)}
        </p>
        <div className={s.links}>
          <Link
            className={w.link}
            href={a.address}
            onClick={() => void (a.read ? undefined : markRead([a.id]))}
          >
            {t`See the new shipments`}
          </Link>
          <Link className={w.link} href={a.itemAddress}>
            {a.kind === "company" ? t`Open the company` : t`Open the search`}
          </Link>
          {a.read ? null : (
            <Button
              className={f.secondaryButton}
              aria-label={t`Mark read: ${name}`}
              onPress={() => void markRead([a.id])}
            >
              {t`Mark read`}
            </Button>
          )}
        </div>
      </li>
    );
  };
  return (
    <div className={page.page}>
      <div className={s.head}>
        <h1 className={w.heading}>{i18n._("console.title.alerts")}</h1>
        {remote.state === "ready" && remote.data.unread > 0 ? (
          <span className={s.badge} data-testid="alerts-unread">
            {formatNumber(remote.data.unread, locale)}
          </span>
        ) : null}
      </div>
      {remote.state === "loading" ? <Loading /> : null}
      {remote.state === "failed" ? <LoadFailed retry={reload} /> : null}
      {remote.state === "ready" ? (
        <>
          <p className={w.intro}>
            <Plural
              value={remote.data.unread}
              _0="No unread alerts."
              one="# unread alert."
              other="# unread alerts."
            />{" "}
            {t`Track a company on its page, or a saved search in My collection: when an import brings new shipments, they are listed here and mailed to you.`}
          </p>
          {remote.data.unread > 0 ? (
            <div className={f.actions}>
              <Button className={f.secondaryButton} onPress={() => void markRead()}>
                {t`Mark all read`}
              </Button>
            </div>
          ) : null}
          {remote.data.alerts.length === 0 ? (
            <p className={w.muted}>{t`No alerts yet.`}</p>
          ) : (
            <ul className={w.plainList} aria-label={t`Alerts, newest first`}>
              {remote.data.alerts.map(row)}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

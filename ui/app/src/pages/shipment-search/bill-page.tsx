// One shipment (issue 15 "Bill detail"): its main facts, its route (ports named from the World Port
// Index, drawn on a map), then a US bill's release data grouped as a reader of a bill expects —
// voyage and vessel, parties, containers, cargo lines, hazardous goods, marks and numbers — every
// field named in the user's language (bill-fields.ts), none of the release's columns hidden.
import { useLingui } from "@lingui/react/macro";
import type { TradeBill } from "@portolan/contracts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import { Loading } from "../../widgets/load-state.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { BillActions } from "../collection/page-actions.tsx";
import { BillLines } from "./bill-lines.tsx";
import { BillParties } from "./bill-parties.tsx";
import { BillRoute } from "./bill-route.tsx";
import { BillSummary } from "./bill-summary.tsx";
import { BillVoyage } from "./bill-voyage.tsx";
import { unknownId } from "./unknown-id.ts";

export default function BillPage({ locale, query }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const id = query.get("id") ?? "";
  const { remote } = useConsoleQuery("tradeBill", { query: { id } }, { handles: true });
  const heading = <h1 className={w.heading}>{t`Shipment detail`}</h1>;
  if (remote.state === "loading")
    return (
      <div className={page.page}>
        {heading}
        <Loading />
      </div>
    );
  if (remote.state === "failed")
    return (
      <div className={page.page}>
        {heading}
        <p role="alert" className={w.bad}>
          {unknownId(remote.failure)
            ? t`There is no such shipment, or its address is incomplete.`
            : (failureText((key, values) => i18n._(key, values), remote.failure) ??
              t`This shipment could not be shown.`)}
        </p>
      </div>
    );
  const { record, route, tables } = remote.data as TradeBill;
  return (
    <div className={page.page}>
      {heading}
      <BillActions record={record} />
      <BillSummary record={record} locale={locale} />
      <BillRoute record={record} route={route} locale={locale} />
      {tables === undefined ? null : (
        <>
          <BillVoyage
            header={tables.header?.[0]}
            billgen={tables.billgen?.[0]}
            record={record}
            locale={locale}
          />
          <BillParties tables={tables} record={record} locale={locale} />
          <BillLines tables={tables} locale={locale} />
        </>
      )}
    </div>
  );
}

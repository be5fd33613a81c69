// The admin pages of the account dropdown (spec §2.6: TS admin, admin, info manage, account center;
// issue 13; decision D164): the administrator sees accounts with decisions, orders with the bank-transfer
// step and the offer; the info role reads the accounts; both read the audit trail (D290); anyone else
// is told the page is not theirs.
import { useLingui } from "@lingui/react";
import { canManageInformation, canOpenAdminPages } from "@portolan/core";
import * as page from "../console.css.ts";
import type { ConsolePageProps } from "../console-page.ts";
import { messageById } from "../i18n/message-by-id.ts";
import * as s from "../widgets/widgets.css.ts";
import { AdminAccounts } from "./admin/admin-accounts.tsx";
import { AdminAudit } from "./admin/admin-audit.tsx";
import { AdminOffers } from "./admin/admin-offers.tsx";
import { AdminOrders } from "./admin/admin-orders.tsx";
import { AdminFirmReports } from "./admin/firm-reports.tsx";

export default function AdminPage({ route, locale, session }: ConsolePageProps) {
  const { i18n } = useLingui();
  const roles = session?.userRole ?? [];
  const admin = canOpenAdminPages(roles);
  const info = canManageInformation(roles);
  return (
    <div className={page.page}>
      <h1 className={s.heading}>{messageById(i18n, `console.title.${route.id}`)}</h1>
      {!info ? <p className={s.muted}>{i18n._("pages.admin.notAllowed")}</p> : null}
      {info ? <AdminAccounts canDecide={admin} selfId={session?.id} /> : null}
      {admin ? <AdminOrders locale={locale} {...(session ? { selfAccount: session.account } : {})} /> : null}
      {admin ? <AdminOffers locale={locale} /> : null}
      {admin ? <AdminFirmReports locale={locale} /> : null}
      {info ? <AdminAudit locale={locale} /> : null}
    </div>
  );
}

// The dashboard's account card: name, ID, main or sub-account, department, nickname, roles, the
// membership tier (core's low 4 bits) and the permissions in words.
import { useLingui } from "@lingui/react";
import { membershipTierOf, SESSION_ROLES, type Session, TIER_LABELS } from "@portolan/core";
import { messageById } from "../i18n/message-by-id.ts";
import { FactList } from "./fact-list.tsx";
import { permissionMessageId, permissionWords } from "./permission-words.ts";
import * as s from "./widgets.css.ts";

export function AccountFacts({ session }: { readonly session: Session }) {
  const { i18n } = useLingui();
  const roles = SESSION_ROLES.filter((r) => session.userRole.includes(r));
  const facts: readonly (readonly [string, string])[] = [
    [i18n._("pages.account.name"), session.account],
    [i18n._("pages.account.id"), String(session.id)],
    [
      i18n._("pages.account.type"),
      session.level === 0
        ? i18n._("pages.account.main")
        : i18n._("pages.account.sub", { level: session.level }),
    ],
    [i18n._("pages.account.department"), session.deptInfo?.name ?? i18n._("pages.account.noDepartment")],
    [i18n._("pages.account.nickname"), session.nickname],
    [
      i18n._("pages.account.roles"),
      roles.length === 0
        ? i18n._("pages.account.noRoles")
        : roles.map((r) => messageById(i18n, `pages.role.${r}`)).join(", "),
    ],
  ];
  return (
    <section className={s.card} aria-labelledby="dash-account">
      <h2 id="dash-account" className={s.cardTitle}>
        {i18n._("pages.account.heading")}
      </h2>
      <FactList facts={facts} testId="account-facts" />
    </section>
  );
}

export function TierAndPermissions({ session }: { readonly session: Session }) {
  const { i18n } = useLingui();
  const words = permissionWords(session);
  return (
    <section className={s.card} aria-labelledby="dash-tier">
      <h2 id="dash-tier" className={s.cardTitle}>
        {i18n._("pages.tier.heading")}
      </h2>
      <p className={s.text} data-testid="membership-tier">
        {i18n._(TIER_LABELS[membershipTierOf(session.membership)])}
      </p>
      <h3 id="dash-permissions" className={s.subTitle}>
        {i18n._("pages.permissions.heading")}
      </h3>
      {words.length === 0 ? (
        <p className={s.muted} data-testid="permissions-none">
          {i18n._("pages.permissions.none")}
        </p>
      ) : (
        <ul className={s.list} aria-labelledby="dash-permissions" data-testid="permissions">
          {words.map((w) => (
            <li key={w}>{i18n._(permissionMessageId(w))}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

// Account basic info (/account/basicinfo and /account, spec §2.5): the account's details as the
// provider stores them (getBasicInfo), then an edit form (updateBasicInfo). After a save the
// identity call runs again, so the header's nickname and email follow.
import { useLingui } from "@lingui/react";
import type { BasicInfo } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { loadIdentity } from "@portolan/kit/data/data-client.ts";
import { setCallAnswer } from "@portolan/kit/data/queries.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { focusById } from "@portolan/kit/forms/use-form.ts";
import { type ReactNode, useState } from "react";
import { Button } from "react-aria-components";
import { useConsoleQuery } from "../auth/console-client.ts";
import * as page from "../console.css.ts";
import type { ConsolePageProps } from "../console-page.ts";
import { LoadFailed, Loading } from "../widgets/load-state.tsx";
import * as s from "../widgets/widgets.css.ts";
import { BasicInfoForm, basicInfoForm, valuesOf } from "./basic-info/basic-info-form.tsx";

type InfoState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly info: BasicInfo }
  | { readonly kind: "failed" };

function useBasicInfo() {
  const { remote, reload } = useConsoleQuery("getBasicInfo", {});
  const state: InfoState =
    remote.state === "ready" ? { kind: "ready", info: remote.data } : { kind: remote.state };
  // What a save answered is the account's info now.
  const show = (info: BasicInfo) => setCallAnswer("getBasicInfo", {}, info);
  return { state, reload, show };
}

function InfoFacts({ info }: { readonly info: BasicInfo }) {
  const { i18n } = useLingui();
  const notSet = i18n._("pages.basic.notSet");
  const facts: readonly (readonly [string, string, string])[] = [
    ["account", i18n._("pages.account.name"), info.account],
    ["id", i18n._("pages.account.id"), String(info.id)],
    ["nickname", i18n._("pages.account.nickname"), info.nickname],
    ["department", i18n._("pages.account.department"), info.department ?? notSet],
    ["phone", i18n._("pages.basic.phone"), info.phone ?? notSet],
    ["email", i18n._("pages.basic.email"), info.email ?? notSet],
  ];
  return (
    <dl className={s.facts} data-testid="basic-info">
      {facts.map(([key, term, value]) => (
        <div key={key} className={s.factRow} data-field={key}>
          <dt className={s.factTerm}>{term}</dt>
          <dd className={s.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The basic-info page's content; account management adds its own sections after it. */
export function BasicInfoView({
  locale,
  children,
}: {
  readonly locale: Locale;
  readonly children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { state, reload, show } = useBasicInfo();
  const [editing, setEditing] = useState(false);

  const startEditing = (info: BasicInfo) => {
    basicInfoForm.dispatch({ type: "succeeded", values: valuesOf(info) });
    setEditing(true);
    focusById("basic-nickname");
  };

  return (
    <div className={page.page}>
      <h1 className={s.heading}>{i18n._("pages.basic.heading")}</h1>
      {state.kind === "loading" ? <Loading /> : null}
      {state.kind === "failed" ? <LoadFailed retry={reload} /> : null}
      {state.kind === "ready" ? (
        <section className={s.card} aria-labelledby="basic-heading">
          <h2 id="basic-heading" className={s.cardTitle}>
            {i18n._(editing ? "pages.basic.editHeading" : "pages.account.heading")}
          </h2>
          {editing ? (
            <BasicInfoForm
              info={state.info}
              labelledBy="basic-heading"
              onSaved={(info) => {
                show(info);
                setEditing(false);
                focusById("basic-edit");
                void loadIdentity(locale);
              }}
              onCancel={() => {
                setEditing(false);
                focusById("basic-edit");
              }}
            />
          ) : (
            <>
              <InfoFacts info={state.info} />
              <div className={f.actions}>
                <Button id="basic-edit" className={f.primaryButton} onPress={() => startEditing(state.info)}>
                  {i18n._("pages.basic.edit")}
                </Button>
              </div>
            </>
          )}
        </section>
      ) : null}
      {children}
    </div>
  );
}

export default function BasicInfoPage({ locale }: ConsolePageProps) {
  return <BasicInfoView locale={locale} />;
}

// The package purchase of /en/package and /ru/package (spec §3 Purchase form, §5 Purchase): an
// account (first and last name, email with the code mailed to it, password, terms, the captcha box),
// which signs in, then the order (with an Idempotency-Key), then the payment page. A visitor who is
// already signed in only chooses the package. The buyer pays on the payment page of the form's
// language, /ru/payment/{id} for a Russian buyer (D285).
import {
  isPackageTierId,
  PACKAGE_TIERS,
  PASSWORD_MIN_LENGTH,
  type PackageTerm,
  type PackageTierId,
  packageTierLabel,
  paymentPagePath,
  routeById,
} from "@portolan/core";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { CaptchaField } from "@portolan/kit/forms/captcha-field.tsx";
import { CheckboxInput } from "@portolan/kit/forms/checkbox-input.tsx";
import { SelectInput } from "@portolan/kit/forms/choice-fields.tsx";
import { type TextExtras, TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import { useFormLocale } from "@portolan/kit/forms/form-locale.ts";
import * as s from "@portolan/kit/forms/forms.css.ts";
import {
  emailIssues,
  ORDER,
  purchaseIssues,
  termsOfMember,
  tierOfQuery,
  type Who,
  whoIsThere,
} from "@portolan/kit/forms/purchase-flow.ts";
import {
  $pendingOrder,
  emptyPurchase,
  orderKeyFor,
  purchaseForm,
  purchaseSendCode,
} from "@portolan/kit/forms/purchase-store.ts";
import { SendCodeControl } from "@portolan/kit/forms/send-code-control.tsx";
import { captchaAnswerForSend, useCaptcha } from "@portolan/kit/forms/use-captcha.ts";
import { useForm } from "@portolan/kit/forms/use-form.ts";
import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { PurchaseKindNote } from "./purchase-kind-note.tsx";

export function PurchaseForm(props: { readonly tier?: PackageTierId }) {
  const locale = useFormLocale();
  const form = useForm(purchaseForm, "purchase", ORDER);
  const [who, setWho] = useState<Who>({ kind: "checking" });
  const [tier, setTier] = useState<PackageTierId>(props.tier ?? PACKAGE_TIERS[0]?.id ?? "PRO");
  const [ordering, setOrdering] = useState(false);
  // A member's packages: an order of one they hold is a renewal, and the form says so (D288).
  const [terms, setTerms] = useState<readonly PackageTerm[]>([]);
  const captcha = useCaptcha();
  const { values, busy } = form.state;
  const termsPath = routeById("packageterms")?.paths[locale] ?? routeById("packageterms")?.paths.en ?? "/";

  useEffect(() => {
    const fromQuery = tierOfQuery();
    if (props.tier === undefined && fromQuery !== undefined) setTier(fromQuery);
    void whoIsThere().then((found) => {
      setWho(found);
      if (found.kind === "member") void termsOfMember().then(setTerms);
    });
  }, [props.tier]);

  const tiers = PACKAGE_TIERS.map((t) => ({
    id: t.id,
    name: form.t("forms.purchase.tierOption", {
      tier: form.t(packageTierLabel(t.id)),
      price: t.priceUsdPerYear,
    }),
  }));

  const emailReady = () => !form.refuse(emailIssues(values.email));

  const register = async (): Promise<boolean> => {
    if (form.refuse(purchaseIssues(values))) return false;
    const answer = captchaAnswerForSend(values.captcha, form.t);
    if (answer === undefined) return false;
    form.start();
    const result = await dataClient().call("register", {
      body: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        terms: true,
        captcha: answer,
        emailCode: values.emailCode.trim(),
      },
    });
    if (result.ok) {
      purchaseForm.dispatch({ type: "succeeded", values: emptyPurchase });
      setWho({ kind: "member", name: result.data.email ?? result.data.account });
      return true;
    }
    form.failedWithCaptcha(result.outcome, result.issues, captcha, "captcha");
    return false;
  };

  const placeOrder = async () => {
    setOrdering(true);
    const key = orderKeyFor(tier, () => crypto.randomUUID());
    const result = await dataClient().call("createOrder", {
      headers: { "Idempotency-Key": key },
      body: { tierId: tier },
    });
    if (result.ok) {
      $pendingOrder.set(undefined);
      window.location.assign(paymentPagePath(result.data.id, locale));
      return;
    }
    setOrdering(false);
    form.failed(result.outcome, []);
  };

  const submit = async () => {
    if (busy || ordering || who.kind === "checking") return;
    if (who.kind === "guest" && !(await register())) return;
    await placeOrder();
  };

  const text = (field: "firstName" | "lastName" | "email" | "emailCode" | "password", extra: TextExtras) => (
    <TextInput {...form.bind(field)} label={form.t(`forms.purchase.${field}`)} isRequired {...extra} />
  );

  return (
    <FormFrame onSubmit={submit} aria-label={form.t("forms.purchase.title")}>
      <SelectInput
        id="purchase-tier"
        label={form.t("forms.purchase.tier")}
        placeholder={form.t("forms.choose")}
        value={tier}
        onChange={(v) => {
          if (isPackageTierId(v)) setTier(v);
        }}
        choices={tiers}
        isRequired
      />
      {who.kind === "member" ? (
        <p className={s.note}>{form.t("forms.purchase.signedIn", { name: who.name })}</p>
      ) : null}
      {who.kind === "member" ? (
        <PurchaseKindNote terms={terms} tier={tier} t={form.t} locale={locale} />
      ) : null}
      {who.kind === "checking" ? <p className={s.note}>{form.t("forms.purchase.checking")}</p> : null}
      {who.kind === "guest" ? (
        <>
          <p className={s.note}>{form.t("forms.purchase.accountLead")}</p>
          <p className={s.note}>{form.t("forms.requiredNote")}</p>
          <div className={s.grid}>
            {text("firstName", { autoComplete: "given-name" })}
            {text("lastName", { autoComplete: "family-name" })}
          </div>
          {text("email", { type: "email", autoComplete: "email" })}
          <div className={s.codeRow}>
            {text("emailCode", {
              autoComplete: "one-time-code",
              inputMode: "numeric",
              hint: form.t("forms.purchase.emailCodeHint"),
            })}
            <SendCodeControl
              id="purchase-send-code"
              store={purchaseSendCode}
              ready={emailReady}
              codeFieldId={form.fieldId("emailCode")}
              send={(c) =>
                dataClient().call("sendChannelCode", {
                  body: {
                    channel: "email",
                    target: values.email.trim(),
                    captcha: c,
                    purpose: "register",
                  },
                })
              }
            />
          </div>
          {text("password", {
            type: "password",
            autoComplete: "new-password",
            hint: form.t("forms.purchase.passwordHint", { min: PASSWORD_MIN_LENGTH }),
          })}
          <CheckboxInput
            {...form.bind("termsAgreed")}
            label={form.t("forms.purchase.terms")}
            hint={<a href={termsPath}>{form.t("forms.purchase.termsLink")}</a>}
            isRequired
          />
          <CaptchaField {...form.bind("captcha")} captcha={captcha} />
        </>
      ) : null}
      <div className={s.actions}>
        <Button type="submit" className={s.primaryButton} isDisabled={who.kind === "checking"}>
          {form.t(
            busy || ordering
              ? "forms.sending"
              : who.kind === "member"
                ? "forms.purchase.order"
                : "forms.purchase.registerAndOrder",
          )}
        </Button>
      </div>
    </FormFrame>
  );
}

// The International Claim Placement form of the debt-collection page (spec §2.5, §3 Debt claim form,
// §5 messages, §8 success message): the creditor, then the debtor and the debt.

import { useStore } from "@nanostores/react";
import type { CaptchaAnswer } from "@portolan/contracts";
import {
  DEBT_CLAIM_ORDER,
  DEBT_CLAIM_REQUIRED,
  type DebtClaimField,
  type DebtClaimValues,
  emptyDebtClaim,
  parseDebtValue,
  validateDebtClaim,
} from "@portolan/core";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { CaptchaField } from "@portolan/kit/forms/captcha-field.tsx";
import { SelectInput } from "@portolan/kit/forms/choice-fields.tsx";
import { type TextExtras, TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import { createFormStore } from "@portolan/kit/forms/form-store.ts";
import * as s from "@portolan/kit/forms/forms.css.ts";
import { captchaAnswerForSend, useCaptcha } from "@portolan/kit/forms/use-captcha.ts";
import { useForm } from "@portolan/kit/forms/use-form.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { atom } from "nanostores";
import { Button } from "react-aria-components";

export const debtClaimForm = createFormStore(emptyDebtClaim);

/** The currencies a debt may be stated in (the contract needs one beside the amount). */
export const DEBT_CURRENCIES = ["USD", "EUR", "CNY", "GBP", "HKD", "JPY", "RUB"] as const;
export const $debtCurrency = atom<string>(DEBT_CURRENCIES[0]);

const LABELS: Readonly<Record<DebtClaimField, string>> = {
  creditorCompanyName: "forms.debt.companyName",
  creditorContactName: "forms.debt.contactName",
  creditorEmail: "forms.debt.email",
  creditorPhone: "forms.debt.phone",
  debtorCompanyName: "forms.debt.companyName",
  debtorContactName: "forms.debt.contactName",
  lastContactWithDebtor: "forms.debt.lastContactDate",
  debtValue: "forms.debt.debtValue",
  lastContactDetails: "forms.debt.lastContactDetails",
  captcha: "forms.captcha.label",
};

const EXTRAS: Partial<Record<DebtClaimField, TextExtras>> = {
  creditorCompanyName: { autoComplete: "organization" },
  creditorContactName: { autoComplete: "name" },
  creditorEmail: { type: "email", autoComplete: "email" },
  creditorPhone: { type: "tel", autoComplete: "tel" },
  lastContactWithDebtor: { type: "date" },
  debtValue: { inputMode: "decimal" },
  lastContactDetails: { multiline: true },
};

const claimBody = (v: DebtClaimValues, currency: string, captcha: CaptchaAnswer) => {
  const date = v.lastContactWithDebtor.trim();
  return {
    creditor: {
      companyName: v.creditorCompanyName.trim(),
      contactName: v.creditorContactName.trim(),
      email: v.creditorEmail.trim(),
      phone: v.creditorPhone.trim(),
    },
    debtor: {
      companyName: v.debtorCompanyName.trim(),
      contactName: v.debtorContactName.trim(),
      ...(date === "" ? {} : { lastContactDate: date }),
      debtValue: parseDebtValue(v.debtValue) ?? 0,
      debtCurrency: currency,
      lastContactDetails: v.lastContactDetails.trim(),
    },
    captcha,
  };
};

export function DebtClaimForm() {
  const form = useForm(debtClaimForm, "debt", DEBT_CLAIM_ORDER);
  const currency = useStore($debtCurrency);
  const captcha = useCaptcha();
  const { values, busy } = form.state;

  const submit = async () => {
    if (busy || form.refuse(validateDebtClaim(values, Date.now()))) return;
    const answer = captchaAnswerForSend(values.captcha, form.t);
    if (answer === undefined) return;
    form.start();
    const result = await dataClient().call("debtClaim", { body: claimBody(values, currency, answer) });
    if (!result.ok) {
      form.failedWithCaptcha(result.outcome, result.issues, captcha, "captcha");
      return;
    }
    debtClaimForm.dispatch({ type: "succeeded", values: emptyDebtClaim });
    notify("success", form.t("errors.success.claimPlacement"));
    captcha.refresh();
  };

  const field = (name: Exclude<DebtClaimField, "captcha">) => (
    <TextInput
      key={name}
      {...form.bind(name)}
      label={form.t(LABELS[name])}
      isRequired={DEBT_CLAIM_REQUIRED.includes(name)}
      {...(EXTRAS[name] ?? {})}
    />
  );

  return (
    <FormFrame onSubmit={submit} aria-label={form.t("forms.debt.title")}>
      <p className={s.note}>{form.t("forms.requiredNote")}</p>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{form.t("forms.debt.creditor")}</legend>
        <div className={s.grid}>
          {(["creditorCompanyName", "creditorContactName", "creditorEmail", "creditorPhone"] as const).map(
            field,
          )}
        </div>
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{form.t("forms.debt.debtor")}</legend>
        <div className={s.grid}>
          {(["debtorCompanyName", "debtorContactName", "lastContactWithDebtor"] as const).map(field)}
        </div>
        <div className={s.grid}>
          {field("debtValue")}
          <SelectInput
            id="debt-currency"
            label={form.t("forms.debt.currency")}
            placeholder={form.t("forms.choose")}
            value={currency}
            onChange={(v) => $debtCurrency.set(v === "" ? DEBT_CURRENCIES[0] : v)}
            choices={DEBT_CURRENCIES.map((code) => ({ id: code, name: code }))}
            isRequired
          />
        </div>
        {field("lastContactDetails")}
      </fieldset>
      <CaptchaField {...form.bind("captcha")} captcha={captcha} />
      <div className={s.actions}>
        <Button type="submit" className={s.primaryButton}>
          {form.t(busy ? "forms.sending" : "forms.debt.submit")}
        </Button>
      </div>
    </FormFrame>
  );
}

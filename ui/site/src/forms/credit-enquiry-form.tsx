// The credit-report enquiry of the credit-check page (spec §2.5, §3 Credit report enquiry form, §5):
// a service, the company, a mobile phone that receives the verification code, and that code.
import {
  COUNTRIES,
  CREDIT_ENQUIRY_ORDER,
  CREDIT_REPORT_DOWNLOAD_EUR,
  CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR,
  type CreditEnquiryField,
  emptyCreditEnquiry,
  isBlank,
  isPhone,
  validateCreditEnquiry,
} from "@portolan/core";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { ComboInput, SelectInput } from "@portolan/kit/forms/choice-fields.tsx";
import { type TextExtras, TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import { countryChoices, useFormLocale } from "@portolan/kit/forms/form-locale.ts";
import { createFormStore } from "@portolan/kit/forms/form-store.ts";
import * as s from "@portolan/kit/forms/forms.css.ts";
import { SendCodeControl } from "@portolan/kit/forms/send-code-control.tsx";
import { createSendCodeStore } from "@portolan/kit/forms/send-code-store.ts";
import { useForm } from "@portolan/kit/forms/use-form.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { Button } from "react-aria-components";

export const creditEnquiryForm = createFormStore(emptyCreditEnquiry);
const sendCode = createSendCodeStore();

/** The two services of spec §9: a report from the database, or a fresh investigation. */
export const CREDIT_SERVICES = ["report-download", "fresh-investigation"] as const;
const CODES = COUNTRIES.map((c) => c.code);

export function CreditEnquiryForm() {
  const locale = useFormLocale();
  const form = useForm(creditEnquiryForm, "credit", CREDIT_ENQUIRY_ORDER);
  const { values, busy } = form.state;

  const services = [
    {
      id: CREDIT_SERVICES[0],
      name: form.t("forms.credit.serviceDownload", {
        min: CREDIT_REPORT_DOWNLOAD_EUR.min,
        max: CREDIT_REPORT_DOWNLOAD_EUR.max,
      }),
    },
    {
      id: CREDIT_SERVICES[1],
      name: form.t("forms.credit.serviceInvestigation", { from: CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR }),
    },
  ];

  const phoneReady = () => {
    const phone = values.mobilePhone;
    if (isBlank(phone))
      return !form.refuse([
        { field: "mobilePhone", message: "validation.creditEnquiry.mobilePhoneRequired" },
      ]);
    return !form.refuse(
      isPhone(phone) ? [] : [{ field: "mobilePhone", message: "validation.phone.invalid" }],
    );
  };

  const submit = async () => {
    if (busy || form.refuse(validateCreditEnquiry(values))) return;
    form.start();
    const result = await dataClient().call("creditReportEnquiry", {
      body: {
        service: values.service,
        companyName: values.companyName.trim(),
        companyWeb: values.companyWeb.trim(),
        mobile: values.mobilePhone.trim(),
        country: values.country.trim(),
        companyAddress: values.companyAddress.trim(),
        verificationCode: values.captcha.trim(),
      },
    });
    if (!result.ok) {
      form.failed(result.outcome, result.issues);
      return;
    }
    creditEnquiryForm.dispatch({ type: "succeeded", values: emptyCreditEnquiry });
    sendCode.dispatch({ type: "reset" });
    notify("success", form.t("errors.success.creditEnquiry"));
  };

  const text = (field: CreditEnquiryField, label: string, extra: TextExtras = {}) => (
    <TextInput {...form.bind(field)} label={label} isRequired {...extra} />
  );

  return (
    <FormFrame onSubmit={submit} aria-label={form.t("forms.credit.title")}>
      <p className={s.note}>{form.t("forms.requiredNote")}</p>
      <SelectInput
        {...form.bind("service")}
        label={form.t("forms.credit.service")}
        placeholder={form.t("forms.choose")}
        choices={services}
        isRequired
      />
      <div className={s.grid}>
        {text("companyName", form.t("forms.credit.companyName"))}
        {text("companyWeb", form.t("forms.credit.companyWeb"), {
          type: "url",
          hint: form.t("forms.credit.companyWebHint"),
        })}
        <ComboInput
          {...form.bind("country")}
          label={form.t("forms.credit.country")}
          choices={countryChoices(CODES, locale)}
          isRequired
        />
        {text("mobilePhone", form.t("forms.credit.mobilePhone"), { type: "tel", autoComplete: "tel" })}
      </div>
      {text("companyAddress", form.t("forms.credit.companyAddress"), { multiline: true })}
      <div className={s.codeRow}>
        {text("captcha", form.t("forms.credit.code"), {
          autoComplete: "one-time-code",
          inputMode: "numeric",
          hint: form.t("forms.credit.codeHint"),
        })}
        <SendCodeControl
          id="credit-send-code"
          store={sendCode}
          ready={phoneReady}
          codeFieldId={form.fieldId("captcha")}
          send={(captcha) =>
            dataClient().call("sendChannelCode", {
              body: {
                channel: "mobile",
                target: values.mobilePhone.trim(),
                captcha,
              },
            })
          }
        />
      </div>
      <div className={s.actions}>
        <Button type="submit" className={s.primaryButton}>
          {form.t(busy ? "forms.sending" : "forms.credit.submit")}
        </Button>
      </div>
    </FormFrame>
  );
}

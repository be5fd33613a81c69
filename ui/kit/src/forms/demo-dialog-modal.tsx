// The request-a-demo dialog itself (spec §3 Demo request form, §4 Demo dialog, §5, §7 Submit form).
// Loaded only when the dialog first opens (see demo-dialog.tsx).
import { useStore } from "@nanostores/react";
import {
  COUNTRIES,
  DEMO_REQUEST_SUBMIT_ORDER,
  type DemoRequestField,
  type DemoRequestValues,
  demoRequestPayload,
  demoRequestSubmitIssue,
  emptyDemoRequest,
  sendCodeIssue,
} from "@portolan/core";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { dataClient } from "../data/data-client.ts";
import { countryName } from "../format/country-name.ts";
import { notify } from "../notifications/notifications-store.ts";
import { ComboInput, SelectInput } from "./choice-fields.tsx";
import { $demoRequestEnabled, demoForm, demoSendCode } from "./demo-request-store.ts";
import { type TextExtras, TextInput } from "./fields.tsx";
import { FormFrame } from "./form-frame.tsx";
import { countryChoices, useFormLocale } from "./form-locale.ts";
import * as s from "./forms.css.ts";
import { SendCodeControl } from "./send-code-control.tsx";
import { useForm } from "./use-form.ts";

const ORDER: readonly DemoRequestField[] = [...DEMO_REQUEST_SUBMIT_ORDER, "message"];
const CODES = COUNTRIES.map((c) => c.code);

/** The country of interest is chosen by code and sent by its English name with the code. */
const interestedText = (code: string): string => {
  const name = countryName(code, "en");
  return name === code ? code : `${name} (${code})`;
};

export interface DemoDialogModalProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

export function DemoDialogModal({ isOpen, onOpenChange }: DemoDialogModalProps) {
  const locale = useFormLocale();
  const form = useForm(demoForm, "demo", ORDER);
  const enabled = useStore($demoRequestEnabled);
  const { values, busy } = form.state;
  const countries = countryChoices(CODES, locale);

  const emailReady = () => {
    const issue = sendCodeIssue(values.email);
    return !form.refuse(issue === undefined ? [] : [issue]);
  };

  const submit = async () => {
    if (busy) return;
    const issue = demoRequestSubmitIssue(values);
    if (issue !== undefined) {
      form.refuse([issue]);
      return;
    }
    form.start();
    const sent: DemoRequestValues = values;
    const result = await dataClient().call("submitForm", {
      body: {
        formData: { ...demoRequestPayload(sent), interested: interestedText(sent.interested.trim()) },
        isCaptcha: true,
        email: sent.email.trim(),
        captcha: sent.captcha.trim(),
        serviceName: locale,
      },
    });
    if (!result.ok) {
      form.failed(result.outcome, result.issues);
      return;
    }
    demoForm.dispatch({ type: "succeeded", values: emptyDemoRequest });
    demoSendCode.dispatch({ type: "reset" });
    onOpenChange(false);
    notify("success", form.t("errors.success.demoRequest"));
  };

  const text = (field: Exclude<DemoRequestField, "interested">, label: string, extra: TextExtras = {}) => (
    <TextInput {...form.bind(field)} label={label} isRequired={field !== "message"} {...extra} />
  );

  return (
    <ModalOverlay className={s.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={s.modal}>
        <Dialog className={s.dialog}>
          <Heading slot="title" className={s.dialogTitle}>
            {form.t("forms.demo.title")}
          </Heading>
          <Button slot="close" className={s.closeButton} aria-label={form.t("forms.close")}>
            <span aria-hidden="true">×</span>
          </Button>
          <p className={s.note}>{form.t("forms.demo.lead")}</p>
          <p className={s.note}>{form.t("forms.requiredNote")}</p>
          <FormFrame onSubmit={submit}>
            <div className={s.grid}>
              {text("fullName", form.t("forms.demo.fullName"), { autoComplete: "name" })}
              {text("companyName", form.t("forms.demo.companyName"), { autoComplete: "organization" })}
              {text("jobTitle", form.t("forms.demo.jobTitle"), { autoComplete: "organization-title" })}
              {text("email", form.t("forms.demo.email"), { type: "email", autoComplete: "email" })}
              {text("Phone", form.t("forms.demo.phone"), { type: "tel", autoComplete: "tel" })}
              <ComboInput
                {...form.bind("country")}
                label={form.t("forms.demo.country")}
                choices={countries}
                autoComplete="country-name"
                isRequired
              />
              <SelectInput
                {...form.bind("interested")}
                label={form.t("forms.demo.interested")}
                placeholder={form.t("forms.choose")}
                choices={countries}
                isRequired
              />
            </div>
            {text("message", form.t("forms.demo.message"), { multiline: true })}
            <div className={s.codeRow}>
              {text("captcha", form.t("forms.demo.code"), {
                autoComplete: "one-time-code",
                inputMode: "numeric",
                hint: form.t("forms.demo.codeHint"),
              })}
              <SendCodeControl
                id="demo-send-code"
                store={demoSendCode}
                ready={emailReady}
                codeFieldId={form.fieldId("captcha")}
                send={(captcha) =>
                  dataClient().call("sendVerifyCode", {
                    body: {
                      email: values.email.trim(),
                      captcha,
                    },
                  })
                }
              />
            </div>
            <div className={s.actions}>
              <Button type="submit" className={s.primaryButton} isDisabled={!enabled}>
                {form.t(busy ? "forms.sending" : "forms.demo.submit")}
              </Button>
            </div>
          </FormFrame>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

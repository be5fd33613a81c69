// The contact page's message form (spec §3 Contact form, §5 "all fields required", §7 Contact us):
// first and last name, email, subject, message and the captcha box.
import {
  CONTACT_FORM_ORDER,
  type ContactFormField,
  emptyContactForm,
  validateContactForm,
} from "@portolan/core";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { CaptchaField } from "@portolan/kit/forms/captcha-field.tsx";
import { type TextExtras, TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import { createFormStore } from "@portolan/kit/forms/form-store.ts";
import * as s from "@portolan/kit/forms/forms.css.ts";
import { captchaAnswerForSend, useCaptcha } from "@portolan/kit/forms/use-captcha.ts";
import { useForm } from "@portolan/kit/forms/use-form.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { Button } from "react-aria-components";

export const contactForm = createFormStore(emptyContactForm);

export function ContactForm() {
  const form = useForm(contactForm, "contact", CONTACT_FORM_ORDER);
  const captcha = useCaptcha();
  const { values, busy } = form.state;

  const submit = async () => {
    if (busy || form.refuse(validateContactForm(values))) return;
    const answer = captchaAnswerForSend(values.captcha, form.t);
    if (answer === undefined) return;
    form.start();
    const result = await dataClient().call("contactUs", {
      body: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        captcha: answer,
      },
    });
    if (result.ok) {
      contactForm.dispatch({ type: "succeeded", values: emptyContactForm });
      notify("success", form.t("errors.success.contact"));
      captcha.refresh();
      return;
    }
    form.failedWithCaptcha(result.outcome, result.issues, captcha, "captcha");
  };

  const text = (field: Exclude<ContactFormField, "captcha">, label: string, extra: TextExtras = {}) => (
    <TextInput {...form.bind(field)} label={label} isRequired {...extra} />
  );

  return (
    <FormFrame onSubmit={submit} aria-label={form.t("forms.contact.title")}>
      <p className={s.note}>{form.t("forms.requiredNote")}</p>
      <div className={s.grid}>
        {text("firstName", form.t("forms.contact.firstName"), { autoComplete: "given-name" })}
        {text("lastName", form.t("forms.contact.lastName"), { autoComplete: "family-name" })}
      </div>
      {text("email", form.t("forms.contact.email"), { type: "email", autoComplete: "email" })}
      {text("subject", form.t("forms.contact.subject"))}
      {text("message", form.t("forms.contact.message"), { multiline: true })}
      <CaptchaField {...form.bind("captcha")} captcha={captcha} />
      <div className={s.actions}>
        <Button type="submit" className={s.primaryButton}>
          {form.t(busy ? "forms.sending" : "forms.contact.submit")}
        </Button>
      </div>
    </FormFrame>
  );
}

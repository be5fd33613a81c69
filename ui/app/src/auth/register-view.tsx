// The free-register form of /register (spec §2.5 header "free register", §5 Purchase, Terms): the
// provider's `register`, which creates a main account and signs it in (contracts: "On success the new
// account is signed in, as after login"), so a success enters the console like a login does. The
// emailed code comes from sendVerifyCode behind the captcha box, with the 60 s countdown.
import { type Locale, PASSWORD_MIN_LENGTH, type Session } from "@portolan/core";
import { CaptchaField } from "@portolan/kit/forms/captcha-field.tsx";
import { CheckboxInput } from "@portolan/kit/forms/checkbox-input.tsx";
import { type TextExtras, TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import * as s from "@portolan/kit/forms/forms.css.ts";
import { SendCodeControl } from "@portolan/kit/forms/send-code-control.tsx";
import { captchaAnswer, useCaptcha } from "@portolan/kit/forms/use-captcha.ts";
import { useForm } from "@portolan/kit/forms/use-form.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { Button } from "react-aria-components";
import { useLocation } from "wouter";
import * as a from "./auth.css.ts";
import { useConsoleCall } from "./console-client.ts";
import { afterSignIn, withReturnPath } from "./login-form.ts";
import {
  emptyRegister,
  REGISTER_ORDER,
  registerEmailIssues,
  registerForm,
  registerIssues,
  registerSendCode,
  termsPathOf,
} from "./register-form.ts";
import { enterConsole } from "./signed-in.ts";

type TextField = "firstName" | "lastName" | "email" | "emailCode" | "password";

export function RegisterView(props: { readonly locale: Locale; readonly query: URLSearchParams }) {
  const form = useForm(registerForm, "register", REGISTER_ORDER);
  const call = useConsoleCall();
  const captcha = useCaptcha();
  const [, navigate] = useLocation();
  const { values, busy } = form.state;

  const submit = async () => {
    if (busy || form.refuse(registerIssues(values))) return;
    const answer = captchaAnswer(values.captcha);
    if (answer === undefined) return;
    form.start();
    const result = await call(
      "register",
      {
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          terms: true,
          captcha: answer,
          emailCode: values.emailCode.trim(),
        },
      },
      { handles: true },
    );
    if (result.ok) {
      registerForm.dispatch({ type: "succeeded", values: emptyRegister });
      notify("success", form.t("console.auth.register.created"));
      enterConsole(result.data as Session, props.locale, afterSignIn(props.query), navigate);
      return;
    }
    form.failedWithCaptcha(result.outcome, result.issues, captcha, "captcha");
  };

  const text = (field: TextField, label: string, extra: TextExtras) => (
    <TextInput {...form.bind(field)} label={label} isRequired {...extra} />
  );

  return (
    <div className={a.column}>
      <h1 className={a.title}>{form.t("console.auth.register.title")}</h1>
      <p className={a.lead}>{form.t("console.auth.register.lead")}</p>
      <FormFrame onSubmit={submit} aria-label={form.t("console.auth.register.title")}>
        <p className={s.note}>{form.t("forms.requiredNote")}</p>
        <div className={s.grid}>
          {text("firstName", form.t("forms.purchase.firstName"), { autoComplete: "given-name" })}
          {text("lastName", form.t("forms.purchase.lastName"), { autoComplete: "family-name" })}
        </div>
        {text("email", form.t("forms.purchase.email"), { type: "email", autoComplete: "email" })}
        <div className={s.codeRow}>
          {text("emailCode", form.t("forms.purchase.emailCode"), {
            autoComplete: "one-time-code",
            inputMode: "numeric",
            hint: form.t("forms.purchase.emailCodeHint"),
          })}
          <SendCodeControl
            id="register-send-code"
            store={registerSendCode}
            ready={() => !form.refuse(registerEmailIssues(values.email))}
            codeFieldId={form.fieldId("emailCode")}
            send={(c) =>
              call(
                "sendVerifyCode",
                {
                  body: {
                    email: values.email.trim(),
                    captcha: c,
                    purpose: "register",
                  },
                },
                { handles: true },
              )
            }
          />
        </div>
        {text("password", form.t("forms.purchase.password"), {
          type: "password",
          autoComplete: "new-password",
          hint: form.t("forms.purchase.passwordHint", { min: PASSWORD_MIN_LENGTH }),
        })}
        <CheckboxInput
          {...form.bind("termsAgreed")}
          label={form.t("console.auth.register.terms")}
          hint={
            <a className={a.link} href={termsPathOf(props.locale)} target="_blank" rel="noopener noreferrer">
              {form.t("console.auth.register.termsLink")}
            </a>
          }
          isRequired
        />
        <CaptchaField {...form.bind("captcha")} captcha={captcha} />
        <div className={s.actions}>
          <Button type="submit" className={s.primaryButton}>
            {form.t(busy ? "console.auth.register.busy" : "console.auth.register.submit")}
          </Button>
        </div>
      </FormFrame>
      <p className={a.switchLine}>
        <span>{form.t("console.auth.register.haveAccount")}</span>
        <a className={a.link} href={withReturnPath("/login", props.query)}>
          {form.t("console.auth.register.toLogin")}
        </a>
      </p>
    </div>
  );
}

// A forgotten password (issue 13): /forgot-password asks for a link by mail (email and the image
// captcha; the answer never says whether the address has an account), /reset-password?token=… sets
// the new password, after which every session of the account has ended and the user signs in again.
import {
  emptyForgot,
  emptyNewPassword,
  FORGOT_PASSWORD_ORDER,
  NEW_PASSWORD_ORDER,
  validateForgotPassword,
  validateNewPassword,
} from "@portolan/core";
import { CaptchaField } from "@portolan/kit/forms/captcha-field.tsx";
import { TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import { createFormStore } from "@portolan/kit/forms/form-store.ts";
import * as s from "@portolan/kit/forms/forms.css.ts";
import { captchaAnswer, useCaptcha } from "@portolan/kit/forms/use-captcha.ts";
import { useForm } from "@portolan/kit/forms/use-form.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import * as a from "./auth.css.ts";
import { useConsoleCall } from "./console-client.ts";

export const forgotForm = createFormStore(emptyForgot);
export const newPasswordForm = createFormStore(emptyNewPassword);

export function ForgotPasswordView() {
  const form = useForm(forgotForm, "forgot", FORGOT_PASSWORD_ORDER);
  const call = useConsoleCall();
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const { values, busy } = form.state;

  const submit = async () => {
    if (busy || form.refuse(validateForgotPassword(values))) return;
    const answer = captchaAnswer(values.captcha);
    if (answer === undefined) return;
    form.start();
    const email = values.email.trim();
    const result = await call("forgotPassword", { body: { email, captcha: answer } }, { handles: true });
    if (result.ok) {
      forgotForm.dispatch({ type: "succeeded", values: emptyForgot });
      setSentTo(email);
      return;
    }
    form.failedWithCaptcha(result.outcome, result.issues, captcha, "captcha");
  };

  return (
    <div className={a.column}>
      <h1 className={a.title}>{form.t("console.auth.forgot.title")}</h1>
      {sentTo === undefined ? (
        <>
          <p className={a.lead}>{form.t("console.auth.forgot.lead")}</p>
          <FormFrame onSubmit={submit} aria-label={form.t("console.auth.forgot.title")}>
            <TextInput
              {...form.bind("email")}
              label={form.t("forms.purchase.email")}
              type="email"
              autoComplete="email"
              isRequired
            />
            <CaptchaField {...form.bind("captcha")} captcha={captcha} />
            <div className={s.actions}>
              <Button type="submit" className={s.primaryButton}>
                {form.t(busy ? "forms.sending" : "console.auth.forgot.submit")}
              </Button>
            </div>
          </FormFrame>
        </>
      ) : (
        <p className={a.lead} role="status">
          {form.t("console.auth.forgot.sent", { email: sentTo })}
        </p>
      )}
      <p className={a.switchLine}>
        <a className={a.link} href="/login">
          {form.t("console.auth.register.toLogin")}
        </a>
      </p>
    </div>
  );
}

export function ResetPasswordView({ query }: { readonly query: URLSearchParams }) {
  const form = useForm(newPasswordForm, "reset", NEW_PASSWORD_ORDER);
  const call = useConsoleCall();
  const [done, setDone] = useState(false);
  const { values, busy } = form.state;
  const token = query.get("token") ?? "";

  const submit = async () => {
    if (busy || form.refuse(validateNewPassword(values))) return;
    form.start();
    const result = await call(
      "resetPassword",
      { body: { token, password: values.password } },
      { handles: true },
    );
    if (result.ok) {
      newPasswordForm.dispatch({ type: "succeeded", values: emptyNewPassword });
      setDone(true);
      return;
    }
    form.failed(result.outcome, result.issues);
  };

  return (
    <div className={a.column}>
      <h1 className={a.title}>{form.t("console.auth.reset.title")}</h1>
      {done ? (
        <p className={a.lead} role="status">
          {form.t("console.auth.reset.done")}
        </p>
      ) : (
        <FormFrame onSubmit={submit} aria-label={form.t("console.auth.reset.title")}>
          <TextInput
            {...form.bind("password")}
            label={form.t("console.auth.reset.password")}
            type="password"
            autoComplete="new-password"
            isRequired
          />
          <TextInput
            {...form.bind("confirm")}
            label={form.t("console.auth.reset.confirm")}
            type="password"
            autoComplete="new-password"
            isRequired
          />
          <div className={s.actions}>
            <Button type="submit" className={s.primaryButton}>
              {form.t(busy ? "forms.sending" : "console.auth.reset.submit")}
            </Button>
          </div>
        </FormFrame>
      )}
      <p className={a.switchLine}>
        <a className={a.link} href={done ? "/login" : "/forgot-password"}>
          {form.t(done ? "console.auth.register.toLogin" : "console.auth.reset.askAgain")}
        </a>
      </p>
    </div>
  );
}

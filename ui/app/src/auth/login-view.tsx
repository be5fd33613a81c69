// The sign-in form of /login (spec §2.5 header "log in"; issue 5 "Signing in and out"): account or
// email, password and the captcha box (D279), against the provider's `login`. A refusal keeps what was
// typed (the box is unticked: its payload may be spent); a refused captcha shows beside its field; a
// wrong password, a frozen or a cancelled account show the catalogue's message (§8) as an error.
import type { Locale, Session } from "@portolan/core";
import { CaptchaField } from "@portolan/kit/forms/captcha-field.tsx";
import { TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import * as s from "@portolan/kit/forms/forms.css.ts";
import { captchaAnswer, useCaptcha } from "@portolan/kit/forms/use-captcha.ts";
import { useForm } from "@portolan/kit/forms/use-form.ts";
import { Button } from "react-aria-components";
import { useLocation } from "wouter";
import * as a from "./auth.css.ts";
import { useConsoleCall } from "./console-client.ts";
import {
  afterSignIn,
  emptyLogin,
  LOGIN_ORDER,
  loginForm,
  loginIssues,
  withReturnPath,
} from "./login-form.ts";
import { enterConsole } from "./signed-in.ts";

export function LoginView({ locale, query }: { readonly locale: Locale; readonly query: URLSearchParams }) {
  const form = useForm(loginForm, "login", LOGIN_ORDER);
  const call = useConsoleCall();
  const captcha = useCaptcha();
  const [, navigate] = useLocation();
  const { values, busy } = form.state;

  const submit = async () => {
    if (busy || form.refuse(loginIssues(values))) return;
    const answer = captchaAnswer(values.captcha);
    if (answer === undefined) return;
    form.start();
    const result = await call(
      "login",
      { body: { login: values.login.trim(), password: values.password, captcha: answer } },
      { handles: true },
    );
    if (result.ok) {
      loginForm.dispatch({ type: "succeeded", values: emptyLogin });
      enterConsole(result.data as Session, locale, afterSignIn(query), navigate);
      return;
    }
    // The image is spent on any answer but a refusal of the fields: its text goes, a new one comes.
    form.failedWithCaptcha(result.outcome, result.issues, captcha, "captcha");
  };

  return (
    <div className={a.column}>
      <h1 className={a.title}>{form.t("console.auth.login.title")}</h1>
      <p className={a.lead}>{form.t("console.auth.login.lead")}</p>
      <FormFrame onSubmit={submit} aria-label={form.t("console.auth.login.title")}>
        <TextInput
          {...form.bind("login")}
          label={form.t("console.auth.login.login")}
          autoComplete="username"
          isRequired
        />
        <TextInput
          {...form.bind("password")}
          label={form.t("console.auth.login.password")}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <CaptchaField {...form.bind("captcha")} captcha={captcha} />
        <div className={s.actions}>
          <Button type="submit" className={s.primaryButton}>
            {form.t(busy ? "console.auth.login.busy" : "console.auth.login.submit")}
          </Button>
        </div>
      </FormFrame>
      <p className={a.switchLine}>
        <a className={a.link} href="/forgot-password">
          {form.t("console.auth.login.forgot")}
        </a>
      </p>
      <p className={a.switchLine}>
        <span>{form.t("console.auth.login.noAccount")}</span>
        <a className={a.link} href={withReturnPath("/register", query)}>
          {form.t("console.auth.login.toRegister")}
        </a>
      </p>
    </div>
  );
}

// The console's auth area messages (issue 5): the log-in and free-register pages. Field checks and
// the provider's refusals use core's validation and error messages (already translated).
// English here, with Lingui's `msg` macro; the translations are in ../locales/{zh,ru}.po.
import { msg } from "@lingui/core/macro";

export const consoleAuthMessages = {
  "console.auth.login.title": msg({ id: "console.auth.login.title", message: "Log in" }),
  "console.auth.login.lead": msg({
    id: "console.auth.login.lead",
    message: "Sign in with your account name or email address.",
  }),
  "console.auth.login.login": msg({ id: "console.auth.login.login", message: "Account or email" }),
  "console.auth.login.password": msg({ id: "console.auth.login.password", message: "Password" }),
  "console.auth.login.submit": msg({ id: "console.auth.login.submit", message: "Log in" }),
  "console.auth.login.busy": msg({ id: "console.auth.login.busy", message: "Signing in…" }),
  "console.auth.login.noAccount": msg({ id: "console.auth.login.noAccount", message: "No account yet?" }),
  "console.auth.login.toRegister": msg({ id: "console.auth.login.toRegister", message: "Register for free" }),
  "console.auth.register.title": msg({ id: "console.auth.register.title", message: "Free register" }),
  "console.auth.register.lead": msg({
    id: "console.auth.register.lead",
    message: "Create a main account with your email address. You are signed in as soon as it is created.",
  }),
  "console.auth.register.terms": msg({
    id: "console.auth.register.terms",
    message: "I have read and agree to the terms of service",
  }),
  "console.auth.register.termsLink": msg({
    id: "console.auth.register.termsLink",
    message: "Read the terms of service",
  }),
  "console.auth.register.submit": msg({ id: "console.auth.register.submit", message: "Create account" }),
  "console.auth.register.busy": msg({ id: "console.auth.register.busy", message: "Creating your account…" }),
  "console.auth.register.created": msg({
    id: "console.auth.register.created",
    message: "Your account has been created. Welcome!",
  }),
  "console.auth.register.haveAccount": msg({
    id: "console.auth.register.haveAccount",
    message: "Already have an account?",
  }),
  "console.auth.register.toLogin": msg({ id: "console.auth.register.toLogin", message: "Log in" }),
  "console.auth.login.forgot": msg({ id: "console.auth.login.forgot", message: "Forgot your password?" }),
  "console.auth.forgot.title": msg({ id: "console.auth.forgot.title", message: "Forgot your password" }),
  "console.auth.forgot.lead": msg({
    id: "console.auth.forgot.lead",
    message: "Give the email address of your account: we mail you a link to set a new password.",
  }),
  "console.auth.forgot.submit": msg({ id: "console.auth.forgot.submit", message: "Mail me a link" }),
  "console.auth.forgot.sent": msg({
    id: "console.auth.forgot.sent",
    message:
      "If an account uses {email}, a link to set a new password is on its way. It works once, within 30 minutes.",
  }),
  "console.auth.reset.title": msg({ id: "console.auth.reset.title", message: "Set a new password" }),
  "console.auth.reset.password": msg({ id: "console.auth.reset.password", message: "New password" }),
  "console.auth.reset.confirm": msg({ id: "console.auth.reset.confirm", message: "New password again" }),
  "console.auth.reset.submit": msg({ id: "console.auth.reset.submit", message: "Save the new password" }),
  "console.auth.reset.done": msg({
    id: "console.auth.reset.done",
    message:
      "Your password has been changed. Every device has been signed out: log in with the new password.",
  }),
  "console.auth.reset.askAgain": msg({ id: "console.auth.reset.askAgain", message: "Ask for a new link" }),
} as const;

export type ConsoleAuthMessageId = keyof typeof consoleAuthMessages;

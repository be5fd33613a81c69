// /login: the console's sign-in page (issue 5 "Signing in and out"); the form is auth/login-view.tsx.
import { LoginView } from "../auth/login-view.tsx";
import type { ConsolePageProps } from "../console-page.ts";

export default function LoginPage({ locale, query }: ConsolePageProps) {
  return <LoginView locale={locale} query={query} />;
}

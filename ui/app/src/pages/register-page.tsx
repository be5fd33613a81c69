// /register: the console's free registration (issue 5 "Signing in and out"); the form is
// auth/register-view.tsx.
import { RegisterView } from "../auth/register-view.tsx";
import type { ConsolePageProps } from "../console-page.ts";

export default function RegisterPage({ locale, query }: ConsolePageProps) {
  return <RegisterView locale={locale} query={query} />;
}

// /reset-password?token=…: set a new password with the mailed link (issue 13).
import { ResetPasswordView } from "../auth/password-reset-views.tsx";
import type { ConsolePageProps } from "../console-page.ts";

export default function ResetPasswordPage({ query }: ConsolePageProps) {
  return <ResetPasswordView query={query} />;
}

// /forgot-password: ask for a link to set a new password (issue 13); the form is auth/password-reset-views.tsx.
import { ForgotPasswordView } from "../auth/password-reset-views.tsx";

export default function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}

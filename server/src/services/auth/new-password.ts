// The one way an account's password changes (a reset today; any later path must come through
// here): the new hash, then every reset link and every session of the account ended and its
// sign-in failures forgotten (D160, D282).
import type { PasswordResets } from "../../accounts/sessions/password-resets-port.ts";
import type { AuthEnv } from "./auth-env.ts";

export const setNewPassword = async (
  env: AuthEnv,
  resets: PasswordResets,
  accountId: number,
  password: string,
  now: number,
): Promise<void> => {
  await env.accounts.setPasswordHash(accountId, await env.hash(password));
  await resets.endAll(accountId);
  await env.sessionsRepo.revokeAccount(accountId, now);
  await env.attempts.clear(`account:${accountId}`);
};

// Verification codes: issue one (within the resend limits) and hand it over by mail or text
// message; check one. A send that fails is undone, so it neither counts against the limits nor
// leaves a code behind (decision: server-verification "A failed send").

import type { Locale } from "@portolan/core";
import type { CodeChannel, VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { VerificationStore } from "../../accounts/verification/verification-store-port.ts";
import type { Mailer } from "../../ports/mailer.ts";
import type { Random } from "../../ports/runtime.ts";
import type { TextMessenger } from "../../ports/verification-text-messages.ts";
import { alreadyRegisteredMail, codeMail, codeText } from "./code-message.ts";
import { codeHash, normaliseTarget } from "./code-target.ts";
import { CODE_LENGTH, CODE_MAX_WRONG_GUESSES, CODE_TTL_MS, SEND_LIMITS } from "./verification-policy.ts";

export type SendOutcome = "sent" | "too-frequent" | "failed";

export interface SendRequest {
  readonly channel: CodeChannel;
  /** As typed; checked by the caller (targetIssue). */
  readonly target: string;
  readonly ip: string;
  readonly now: number;
  readonly locale: Locale;
  /** What the mail says: the code (default), or that the address has an account already (issue 13). */
  readonly mail?: "code" | "alreadyRegistered";
}

export interface CodeService extends VerificationCodes {
  readonly send: (request: SendRequest) => Promise<SendOutcome>;
}

export interface CodeServiceDeps {
  readonly store: VerificationStore;
  readonly random: Random;
  readonly mailer: Mailer;
  readonly texts: TextMessenger;
  readonly onSendError: (error: unknown) => void;
}

export const createCodeService = (deps: CodeServiceDeps): CodeService => ({
  send: async ({ channel, target, ip, now, locale, mail = "code" }) => {
    const normalised = normaliseTarget(channel, target);
    const code = deps.random.digits(CODE_LENGTH);
    const reserved = await deps.store.reserveSend({
      channel,
      target: normalised,
      ip,
      now,
      codeHash: codeHash(channel, normalised, code),
      expiresAt: now + CODE_TTL_MS,
      limits: SEND_LIMITS,
    });
    if (!reserved.ok) return "too-frequent";
    try {
      if (channel === "email")
        await deps.mailer.send(
          mail === "code"
            ? codeMail(target.trim(), code, locale)
            : alreadyRegisteredMail(target.trim(), locale),
        );
      else await deps.texts.send({ to: normalised, text: codeText(code, locale) });
      return "sent";
    } catch (error) {
      deps.onSendError(error);
      await deps.store.releaseSend(reserved.sendId, channel, normalised);
      return "failed";
    }
  },
  verify: async (channel, target, code, now) => {
    const normalised = normaliseTarget(channel, target);
    return deps.store.attemptCode({
      channel,
      target: normalised,
      candidateHash: codeHash(channel, normalised, code),
      now,
      maxWrongGuesses: CODE_MAX_WRONG_GUESSES,
    });
  },
});

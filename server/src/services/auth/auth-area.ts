// Accounts and sessions: login, registration, identity, logout, the OEM redirect and basic info.
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { AccountServices } from "../../ports/account-services.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { SessionResolver } from "../../ports/session-resolver.ts";
import type { VerificationCodes } from "../../ports/verification-codes.ts";

export interface AuthArea {
  /** Writes the demo data on an empty database; safe to call on every start. */
  readonly seed: (now: number) => Promise<void>;
  readonly handlers: Partial<
    Pick<
      Handlers,
      "identity" | "logout" | "login" | "register" | "oemRedirectUrl" | "getBasicInfo" | "updateBasicInfo"
    >
  >;
  readonly sessions: SessionResolver;
  /** Scheduled work (the 12-month dormancy check); returns what it changed. */
  readonly runDormancyCheck: (now: number) => Promise<number>;
}

export const createAuthArea = (
  _deps: AppDeps,
  _ports: {
    readonly captcha: CaptchaChecker;
    readonly codes: VerificationCodes;
    readonly services: AccountServices;
  },
): AuthArea => ({
  handlers: {},
  seed: async () => {},
  sessions: { resolve: async () => ({ kind: "none" }) },
  runDormancyCheck: async () => 0,
});

// Accounts and sessions: login, registration, identity, logout, the OEM redirect and basic info.

import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { SessionResolver } from "../../accounts/sessions/session-resolver-port.ts";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import type { EntitlementsOfAccount } from "../../accounts/teams/entitlements-port.ts";
import type { VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Mailer } from "../../ports/mailer.ts";
import { createAccountGate } from "./account-gate.ts";
import type { AuthEnv } from "./auth-env.ts";
import { passwordHashing } from "./auth-env.ts";
import { getBasicInfoHandler, updateBasicInfoHandler } from "./basic-info.ts";
import { seedDemoAccounts } from "./demo-seed.ts";
import { runDormancyCheck } from "./dormancy.ts";
import { entitlementsOf } from "./entitlements-of.ts";
import { identityHandler, logoutHandler } from "./identity.ts";
import { loginHandler } from "./login.ts";
import { oemRedirectHandler, redeemOemTicketHandler } from "./oem-redirect.ts";
import { DEFAULT_SCRYPT, type ScryptParams } from "./password-hash.ts";
import { forgotPasswordHandler, resetPasswordHandler } from "./password-reset.ts";
import { registerHandler } from "./register.ts";
import { createSessionStore } from "./session-store.ts";
import { assignTeamDatasetsHandler, getTeamHandler } from "./team.ts";

export interface AuthArea {
  /** Writes the demo data on an empty database; safe to call on every start. */
  readonly seed: (now: number) => Promise<void>;
  readonly handlers: Partial<
    Pick<
      Handlers,
      | "identity"
      | "logout"
      | "login"
      | "register"
      | "oemRedirectUrl"
      | "redeemOemTicket"
      | "getBasicInfo"
      | "updateBasicInfo"
      | "getTeam"
      | "assignTeamDatasets"
      | "forgotPassword"
      | "resetPassword"
    >
  >;
  readonly sessions: SessionResolver;
  /** Scheduled work (the 12-month dormancy check); returns what it changed. */
  readonly runDormancyCheck: (now: number) => Promise<number>;
  readonly entitlements: EntitlementsOfAccount;
  /** Whether the account (or one function of it) may be used now: every way in asks it. */
  readonly gate: AccountGate;
}

export interface AuthOptions {
  /** scrypt cost of new hashes: production's DEFAULT_SCRYPT unless a test passes a cheaper one. */
  readonly passwordHashing?: ScryptParams;
}

export const createAuthArea = (
  deps: AppDeps,
  ports: {
    readonly captcha: CaptchaChecker;
    readonly codes: VerificationCodes;
    readonly services: AccountServices;
    readonly mailer: Mailer;
  },
  options: AuthOptions = {},
): AuthArea => {
  const sessionsRepo = deps.storage.sessions;
  const env: AuthEnv = {
    deps,
    accounts: deps.storage.accounts,
    attempts: deps.storage.attempts,
    tickets: deps.storage.tickets,
    teamDatasets: deps.storage.teamDatasets,
    devices: deps.storage.devices,
    sessions: createSessionStore(deps, sessionsRepo),
    sessionsRepo,
    ...ports,
    ...passwordHashing(deps, options.passwordHashing ?? DEFAULT_SCRYPT),
  };
  const resets = deps.storage.passwordResets;
  const gate = createAccountGate(env.accounts, env.services);
  const accountAllowed = async (accountId: number, now: number) => (await gate(accountId, now)) === "open";
  return {
    handlers: {
      identity: identityHandler(env),
      logout: logoutHandler(env),
      login: loginHandler(env),
      register: registerHandler(env),
      oemRedirectUrl: oemRedirectHandler(env),
      redeemOemTicket: redeemOemTicketHandler(env, gate),
      getBasicInfo: getBasicInfoHandler(env),
      updateBasicInfo: updateBasicInfoHandler(env),
      getTeam: getTeamHandler(env),
      assignTeamDatasets: assignTeamDatasetsHandler(env),
      forgotPassword: forgotPasswordHandler(env, resets),
      resetPassword: resetPasswordHandler(env, resets),
    },
    seed: async (now) => {
      await seedDemoAccounts(env, now);
    },
    sessions: env.sessions.resolver(accountAllowed),
    gate,
    // What the caller's packages grant now: the one rule (core's deriveEntitlements) the identity
    // call shows and every data call checks. An account whose search is closed (frozen, cancelled)
    // gets nothing, whichever way it came in.
    entitlements: async (accountId, now) => {
      if ((await gate(accountId, now, "search")) !== "open") return undefined;
      const account = await env.accounts.findById(accountId);
      return account === undefined
        ? undefined
        : { ...(await entitlementsOf(env, account, now)), accountType: account.accountType };
    },
    runDormancyCheck: (now) => runDormancyCheck(env, now),
  };
};

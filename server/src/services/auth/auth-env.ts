// What the auth area's handlers share: repositories, the other areas' ports, the session store and
// the password hashing settings.

import type { AccountRepository } from "../../accounts/accounts/accounts-port.ts";
import type { AccountServices } from "../../accounts/orders/account-services-port.ts";
import type { AttemptRepository } from "../../accounts/rate-limits/rate-limits-port.ts";
import type { KnownDevices } from "../../accounts/sessions/devices-port.ts";
import type { SessionRepository } from "../../accounts/sessions/sessions-port.ts";
import type { SsoTicketRepository } from "../../accounts/sessions/tickets-port.ts";
import type { TeamDatasets } from "../../accounts/teams/team-datasets-port.ts";
import type { VerificationCodes } from "../../accounts/verification/verification-codes-port.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { CaptchaChecker } from "../../ports/captcha.ts";
import type { Mailer } from "../../ports/mailer.ts";
import { hashPassword, type ScryptParams } from "./password-hash.ts";
import type { SessionStore } from "./session-store.ts";

export interface AuthEnv {
  readonly deps: AppDeps;
  readonly accounts: AccountRepository;
  readonly attempts: AttemptRepository;
  readonly tickets: SsoTicketRepository;
  readonly sessions: SessionStore;
  readonly sessionsRepo: SessionRepository;
  readonly captcha: CaptchaChecker;
  readonly codes: VerificationCodes;
  readonly services: AccountServices;
  readonly teamDatasets: TeamDatasets;
  readonly devices: KnownDevices;
  readonly mailer: Mailer;
  /** Hashes a new password with a fresh salt. */
  readonly hash: (password: string) => Promise<string>;
  /** A hash no password matches in practice: checked when the login is unknown, to cost the same. */
  readonly dummyHash: () => Promise<string>;
}

export const SALT_BYTES = 16;

export const passwordHashing = (deps: AppDeps, params: ScryptParams) => {
  let dummy: Promise<string> | undefined;
  return {
    hash: (password: string) => hashPassword(password, deps.random.token(SALT_BYTES), params),
    dummyHash: () => {
      dummy ??= hashPassword(deps.random.token(SALT_BYTES), deps.random.token(SALT_BYTES), params);
      return dummy;
    },
  };
};

// The per-address part of sign-in (issue 29; D284): core's addressWaitSeconds decides, over the
// address's failures and the accounts that signed in from it; the attempt is counted in the same
// step (as a failure until it succeeds), so parallel attempts cannot all slip past a wait.
import { ADDRESS_SEEN_WINDOW_MS, ADDRESS_WINDOW_MS, addressWaitSeconds } from "@portolan/core";
import type { Admission } from "../../accounts/rate-limits/rate-limits-port.ts";
import type { AuthEnv } from "./auth-env.ts";

export const addressKey = (ip: string): string => `ip:${ip}`;

export const admitFromAddress = async (
  env: AuthEnv,
  ip: string,
  knownDevice: boolean,
  now: number,
): Promise<Admission> => {
  const accountsSeen = await env.attempts.accountsSignedInFrom(ip, now - ADDRESS_SEEN_WINDOW_MS);
  return env.attempts.admit(addressKey(ip), now - ADDRESS_WINDOW_MS, now, (run) =>
    addressWaitSeconds(run, { knownDevice, accountsSeen }, now),
  );
};

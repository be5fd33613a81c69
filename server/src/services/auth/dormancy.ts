// The scheduled check of spec §4 Accounts: an account with no login for 12 months and no unexpired
// service is cancelled (core decides; this records it and ends its sessions). Also forgets stale
// sessions, attempts and tickets.

import { ADDRESS_SEEN_WINDOW_MS, DAY_MS, LOGIN_FAILURE_WINDOW_MS } from "@portolan/core";
import { statusOf } from "./account-view.ts";
import type { AuthEnv } from "./auth-env.ts";

/** 12 calendar months are never shorter than this, so older activity is a superset of the dormant. */
const SHORTEST_YEAR_MS = 365 * DAY_MS;

export const runDormancyCheck = async (env: AuthEnv, now: number): Promise<number> => {
  let cancelled = 0;
  for (const account of await env.accounts.dormancyCandidates(now - SHORTEST_YEAR_MS)) {
    const status = await statusOf(account, env.services, now);
    if (status.kind !== "cancelled" || status.reason !== "dormant") continue;
    await env.accounts.recordDormantCancellation(account.id, status.since);
    await env.sessionsRepo.revokeAccount(account.id, now);
    cancelled += 1;
  }
  await env.sessionsRepo.purge(now);
  // The longest window any limit reads (a login's run of failures, D159); shorter ones filter by time.
  await env.attempts.purge(now - LOGIN_FAILURE_WINDOW_MS);
  await env.attempts.purgeSignIns(now - ADDRESS_SEEN_WINDOW_MS);
  await env.tickets.purge(now);
  return cancelled;
};

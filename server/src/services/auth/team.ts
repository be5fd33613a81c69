// A main account's team (issue 13; spec §3 deptInfo and level): its sub-accounts and which of its
// data sets each may use. What a sub-account then gets is core's deriveEntitlements (entitlements-of.ts).

import type { Api, TeamMember } from "@portolan/contracts";
import { DESIGNED_CODES, ERROR_CODES, isOwnershipCode } from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { StoredAccount } from "../../ports/auth-accounts.ts";
import type { AuthEnv } from "./auth-env.ts";
import { entitlementsOf } from "./entitlements-of.ts";
import { callerAccount, notSignedIn } from "./identity.ts";

const mainOnly = failure(DESIGNED_CODES.MAIN_ACCOUNT_ONLY, "errors.team.mainAccountOnly");
const notYours = failure(DESIGNED_CODES.NOT_YOUR_SUB_ACCOUNT, "errors.team.notYourSubAccount");

const memberView = (a: StoredAccount, assigned: string | undefined): TeamMember => ({
  id: a.id,
  account: a.account,
  nickname: a.nickname,
  level: a.level,
  ...(a.department === undefined ? {} : { department: a.department }),
  ...(assigned === undefined ? {} : { assigned }),
});

/** Keeps only the bits the main account has: nothing it lacks can be handed on. */
const within = (bits: string, shareable: string): string =>
  [...bits].map((bit, i) => (bit === "1" && shareable[i] === "1" ? "1" : "0")).join("");

/** The data sets a main account can share: its own and its active packages' (not a team's). */
const shareableOf = async (env: AuthEnv, main: StoredAccount, now: number): Promise<string> =>
  (await entitlementsOf(env, main, now)).customsDataSource;

export const getTeamHandler =
  (env: AuthEnv): EndpointHandler<Api["getTeam"]> =>
  async (_request, ctx) => {
    const main = await callerAccount(env, ctx);
    if (main === undefined) return notSignedIn;
    if (main.level !== 0 || main.parentId !== undefined) return mainOnly;
    const subs = await env.accounts.subAccountsOf(main.id);
    const members = await Promise.all(
      subs.map(async (s) => memberView(s, await env.teamDatasets.assignedTo(s.id))),
    );
    return success({ shareable: await shareableOf(env, main, ctx.now), members });
  };

export const assignTeamDatasetsHandler =
  (env: AuthEnv): EndpointHandler<Api["assignTeamDatasets"]> =>
  async ({ body }, ctx) => {
    const main = await callerAccount(env, ctx);
    if (main === undefined) return notSignedIn;
    if (main.level !== 0 || main.parentId !== undefined) return mainOnly;
    if (!isOwnershipCode(body.customs_data_source))
      return failure(ERROR_CODES.WRONG_PARAMETERS, "errors.code.wrongParameters");
    const sub = await env.accounts.findById(body.accountId);
    if (sub === undefined || sub.parentId !== main.id) return notYours;
    const assigned = within(body.customs_data_source, await shareableOf(env, main, ctx.now));
    await env.teamDatasets.assign(sub.id, assigned, ctx.now);
    return success(memberView(sub, assigned));
  };

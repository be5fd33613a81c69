// A main account's team (issues 13, 29 §10; spec §3 deptInfo and level): its sub-accounts, which of
// its data sets and permissions each may use. What a sub-account then gets is core's
// deriveEntitlements (entitlements-of.ts), read on every call, so a change holds at once.

import type { Api, TeamMember } from "@portolan/contracts";
import {
  DESIGNED_CODES,
  ERROR_CODES,
  isOwnershipCode,
  type TeamPermission,
  teamPermissionsOf,
} from "@portolan/core";
import type { StoredAccount } from "../../accounts/accounts/accounts-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { AuthEnv } from "./auth-env.ts";
import { entitlementsOf } from "./entitlements-of.ts";
import { callerAccount, notSignedIn } from "./identity.ts";

const mainOnly = failure(DESIGNED_CODES.MAIN_ACCOUNT_ONLY, "errors.team.mainAccountOnly");
const notYours = failure(DESIGNED_CODES.NOT_YOUR_SUB_ACCOUNT, "errors.team.notYourSubAccount");

/** A sub-account as its main account sees it: what it was assigned, and the team permissions it has now. */
const memberView = async (
  env: AuthEnv,
  a: StoredAccount,
  reach: readonly TeamPermission[],
  now: number,
): Promise<TeamMember> => {
  const assigned = await env.teamDatasets.assignedTo(a.id);
  const held = teamPermissionsOf(await entitlementsOf(env, a, now));
  return {
    id: a.id,
    account: a.account,
    nickname: a.nickname,
    level: a.level,
    ...(a.department === undefined ? {} : { department: a.department }),
    ...(assigned === undefined ? {} : { assigned }),
    permissions: held.filter((p) => reach.includes(p)),
  };
};

/** Keeps only the bits the main account has: nothing it lacks can be handed on. */
const within = (bits: string, shareable: string): string =>
  [...bits].map((bit, i) => (bit === "1" && shareable[i] === "1" ? "1" : "0")).join("");

/** What a main account can share: its own and its active packages' data sets and permissions. */
const shareableOf = async (env: AuthEnv, main: StoredAccount, now: number) => {
  const e = await entitlementsOf(env, main, now);
  return { data: e.customsDataSource, permissions: teamPermissionsOf(e) };
};

export const getTeamHandler =
  (env: AuthEnv): EndpointHandler<Api["getTeam"]> =>
  async (_request, ctx) => {
    const main = await callerAccount(env, ctx);
    if (main === undefined) return notSignedIn;
    if (main.level !== 0 || main.parentId !== undefined) return mainOnly;
    const subs = await env.accounts.subAccountsOf(main.id);
    const shareable = await shareableOf(env, main, ctx.now);
    const members = await Promise.all(subs.map((s) => memberView(env, s, shareable.permissions, ctx.now)));
    return success({ shareable: shareable.data, shareablePermissions: shareable.permissions, members });
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
    const shareable = await shareableOf(env, main, ctx.now);
    await env.teamDatasets.assign(sub.id, within(body.customs_data_source, shareable.data), ctx.now);
    if (body.permissions !== undefined)
      await env.teamDatasets.assignPermissions(
        sub.id,
        shareable.permissions.filter((p) => body.permissions?.includes(p)),
        ctx.now,
      );
    return success(await memberView(env, sub, shareable.permissions, ctx.now));
  };

// The identity call (the caller's session, spec §3/§4) and logout.

import type { Api } from "@portolan/contracts";
import type { StoredAccount } from "../../accounts/accounts/accounts-port.ts";
import type { EndpointHandler, RequestContext } from "../../http/handler.ts";
import { emptySuccess, failure, success } from "../../http/reply.ts";
import type { AuthEnv } from "./auth-env.ts";
import { sessionOf } from "./entitlements-of.ts";

/** The caller's account; the mount guarantees a caller on calls that need a session. */
export const callerAccount = async (env: AuthEnv, ctx: RequestContext): Promise<StoredAccount | undefined> =>
  ctx.caller === undefined ? undefined : env.accounts.findById(ctx.caller.accountId);

export const notSignedIn = failure(401, "errors.session.required");

export const identityHandler =
  (env: AuthEnv): EndpointHandler<Api["identity"]> =>
  async (_request, ctx) => {
    const account = await callerAccount(env, ctx);
    return account === undefined ? notSignedIn : success(await sessionOf(env, account, ctx.now));
  };

export const logoutHandler =
  (env: AuthEnv): EndpointHandler<Api["logout"]> =>
  async (_request, ctx) => {
    if (ctx.caller === undefined) return notSignedIn;
    await env.sessions.end(ctx.caller.tokenHash, ctx);
    return emptySuccess();
  };

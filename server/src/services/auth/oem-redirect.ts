// The SSO jump to an OEM system (spec §7 OEM redirect URL): the redirect must be an http(s) URL (core's
// normaliseSiteUrl) on the host of one of the caller's OEM systems or a configured host. The answer is
// `<redirect origin>/sso?ticket=<ticket>`, the ticket single use and short-lived, stored by hash.

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES, normaliseSiteUrl, type OemDomain } from "@portolan/core";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { AuthEnv } from "./auth-env.ts";
import { callerAccount, notSignedIn } from "./identity.ts";
import { hashToken } from "./session-store.ts";

export const SSO_TICKET_TTL_MS = 60_000;
export const SSO_TICKET_BYTES = 32;

const hostOf = (text: string): string | undefined => {
  const url = normaliseSiteUrl(text);
  return url.ok ? url.value.host : undefined;
};

/** Hosts (with any non-default port) the caller may be sent to. */
export const allowedOemHosts = (
  oemDomains: readonly OemDomain[],
  configured: readonly string[],
): ReadonlySet<string> =>
  new Set(
    [...oemDomains.flatMap((o) => [o.companyDomain, o.link]), ...configured]
      .filter((t): t is string => t !== undefined)
      .map(hostOf)
      .filter((h): h is string => h !== undefined),
  );

/** The origin to send the ticket to, or undefined when the redirect is not an allowed http(s) URL. */
export const oemTarget = (redirect: string, allowed: ReadonlySet<string>): string | undefined => {
  const url = normaliseSiteUrl(redirect);
  if (!url.ok || !allowed.has(url.value.host)) return undefined;
  const origin = new URL(url.value.href).origin;
  return origin.startsWith("http://") || origin.startsWith("https://") ? origin : undefined;
};

export const oemRedirectHandler =
  (env: AuthEnv): EndpointHandler<Api["oemRedirectUrl"]> =>
  async ({ query }, ctx) => {
    const account = await callerAccount(env, ctx);
    if (account === undefined) return notSignedIn;
    const allowed = allowedOemHosts(account.oemDomains, env.deps.config.oemAllowedHosts);
    const origin = oemTarget(query.redirect, allowed);
    if (origin === undefined) return failure(DESIGNED_CODES.OEM_HOST_REFUSED, "errors.oem.hostRefused");
    const ticket = env.deps.random.token(SSO_TICKET_BYTES);
    await env.tickets.create({
      ticketHash: hashToken(ticket),
      accountId: account.id,
      host: new URL(origin).host,
      createdAt: ctx.now,
      expiresAt: ctx.now + SSO_TICKET_TTL_MS,
    });
    return success(`${origin}/sso?ticket=${encodeURIComponent(ticket)}`);
  };

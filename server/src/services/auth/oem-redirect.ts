// The SSO jump to an OEM system (spec §7 OEM redirect URL): the redirect must be an http(s) URL (core's
// normaliseSiteUrl) on the host of one of the caller's OEM systems or a configured host. The answer is
// `<system origin>/sso?ticket=<ticket>`, the ticket single use and short-lived, stored by hash. The
// scheme is the system's as configured (a bare domain: https), never the redirect's: a caller asking
// for http:// must not get an https system's ticket sent in the clear.

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES, normaliseSiteUrl, type OemDomain, originsByHost } from "@portolan/core";
import type { AccountGate } from "../../accounts/teams/account-gate-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { AuthEnv } from "./auth-env.ts";
import { callerAccount, notSignedIn } from "./identity.ts";
import { hashToken } from "./session-store.ts";

export const SSO_TICKET_TTL_MS = 60_000;
export const SSO_TICKET_BYTES = 32;

/** The origins the caller may be sent to, by host (with any non-default port). */
export const allowedOemOrigins = (
  oemDomains: readonly OemDomain[],
  configured: readonly string[],
): ReadonlyMap<string, string> =>
  originsByHost([...oemDomains.flatMap((o) => [o.companyDomain, o.link]), ...configured]);

/** The origin to send the ticket to, or undefined when the redirect is not an allowed http(s) URL. */
export const oemTarget = (redirect: string, allowed: ReadonlyMap<string, string>): string | undefined => {
  const url = normaliseSiteUrl(redirect);
  return url.ok ? allowed.get(url.value.host) : undefined;
};

export const oemRedirectHandler =
  (env: AuthEnv): EndpointHandler<Api["oemRedirectUrl"]> =>
  async ({ query }, ctx) => {
    const account = await callerAccount(env, ctx);
    if (account === undefined) return notSignedIn;
    const allowed = allowedOemOrigins(account.oemDomains, env.deps.config.oemAllowedHosts);
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

/**
 * The OEM system's call back (D295): the ticket, once, within its time, and only while the account
 * may be used — a ticket issued before a freeze or a cancellation signs nobody in after it.
 */
export const redeemOemTicketHandler =
  (env: AuthEnv, gate: AccountGate): EndpointHandler<Api["redeemOemTicket"]> =>
  async ({ body }, ctx) => {
    const invalid = failure(DESIGNED_CODES.OEM_TICKET_INVALID, "errors.oem.ticketInvalid");
    const ticket = await env.tickets.redeem(hashToken(body.ticket), ctx.now);
    if (ticket === undefined) return invalid;
    const access = await gate(ticket.accountId, ctx.now);
    if (access === "cancelled") return failure(DESIGNED_CODES.ACCOUNT_CANCELLED, "errors.account.cancelled");
    if (access === "frozen") return failure(DESIGNED_CODES.ACCOUNT_FROZEN, "errors.account.frozen");
    const account = access === "open" ? await env.accounts.findById(ticket.accountId) : undefined;
    if (account === undefined) return invalid;
    return success({
      id: account.id,
      account: account.account,
      nickname: account.nickname,
      ...(account.email === undefined ? {} : { email: account.email }),
      host: ticket.host,
    });
  };

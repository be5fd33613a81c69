// Issuing captcha challenges, limited per client address: making one costs the server, and a script
// that fetches thousands could keep trying answers. The count lives in the database's attempts
// table (as login's limits do), so it holds across processes sharing it.

import type { Api } from "@portolan/contracts";
import { DESIGNED_CODES } from "@portolan/core";
import type { AttemptRepository } from "../../accounts/rate-limits/rate-limits-port.ts";
import type { EndpointHandler } from "../../http/handler.ts";
import { failure, success } from "../../http/reply.ts";
import type { CaptchaService } from "./captcha-service.ts";
import { CAPTCHA_ISSUE_WINDOW_MS } from "./verification-policy.ts";

export const captchaIssueKeyOf = (ip: string) => `captcha:${ip}`;

export const captchaIssueHandler =
  (
    captcha: CaptchaService,
    attempts: AttemptRepository,
    perMinute: number,
  ): EndpointHandler<Api["getCaptcha"]> =>
  async (_request, ctx) => {
    const issued = await attempts.reserve(
      [{ key: captchaIssueKeyOf(ctx.ip), max: perMinute }],
      ctx.now - CAPTCHA_ISSUE_WINDOW_MS,
      ctx.now,
    );
    if (!issued.ok) return failure(DESIGNED_CODES.TOO_MANY_ATTEMPTS, "errors.tooManyAttempts");
    return success(await captcha.create(ctx.now));
  };

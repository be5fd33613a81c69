// The address a code is bound to: an email address or a mobile number, checked with core's rules
// and normalised, so that "Ada@Acme.example " and "ada@acme.example" are one address.

import { createHash } from "node:crypto";
import { type FieldIssue, isEmail, isPhone, sendCodeIssue } from "@portolan/core";
import type { CodeChannel } from "../../accounts/verification/verification-codes-port.ts";

/** Email: trimmed, lower case. Mobile: "+" (when typed) and the digits, without spaces or brackets. */
export const normaliseTarget = (channel: CodeChannel, target: string): string =>
  channel === "email"
    ? target.trim().toLowerCase()
    : `${target.trim().startsWith("+") ? "+" : ""}${target.replace(/\D/g, "")}`;

/** The issue that stops a code being sent to this address, if any (field `email` or `mobile`). */
export const targetIssue = (channel: CodeChannel, target: string): FieldIssue | undefined => {
  if (channel === "email")
    return (
      sendCodeIssue(target) ??
      (isEmail(target) ? undefined : { field: "email", message: "validation.email.invalid" })
    );
  if (target.trim() === "")
    return { field: "mobile", message: "validation.creditEnquiry.mobilePhoneRequired" };
  return isPhone(target) ? undefined : { field: "mobile", message: "validation.phone.invalid" };
};

/** How a code is stored: SHA-256 over the channel, the normalised address and the digits. */
export const codeHash = (channel: CodeChannel, normalisedTarget: string, code: string): string =>
  createHash("sha256").update(`${channel}\n${normalisedTarget}\n${code.trim()}`).digest("hex");

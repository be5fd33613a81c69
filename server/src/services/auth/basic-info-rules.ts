// What a valid basic-info update stores (the checks are core's basicInfoIssues / needsEmailCode,
// shared with the console's form). Text is stored trimmed; a blank department or phone clears it.

import type { BasicInfoUpdate } from "@portolan/contracts";
import { isBlank } from "@portolan/core";
import type { BasicInfoChange } from "../../accounts/accounts/accounts-port.ts";

const clearable = (value: string | undefined) =>
  value === undefined ? undefined : isBlank(value) ? null : value.trim();

/** The change to store for a valid update; the email only when it differs beyond letter case. */
export const basicInfoChange = (u: BasicInfoUpdate, currentEmail: string | undefined): BasicInfoChange => {
  const department = clearable(u.department);
  const phone = clearable(u.phone);
  const email = u.email?.trim();
  return {
    ...(u.nickname === undefined ? {} : { nickname: u.nickname.trim() }),
    ...(department === undefined ? {} : { department }),
    ...(phone === undefined ? {} : { phone }),
    ...(email === undefined || email === currentEmail ? {} : { email }),
  };
};

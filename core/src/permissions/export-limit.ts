// Export row limits (spec §6, rows per file under D321): admin and superuser and any package 10,000;
// a member at level 0 gets 20.
// Decision: "level 0" is the membership tier NORMAL (the low 4 bits of the session's `membership`,
// the ACCOUNT_LEVELS list of §6), not the account hierarchy `Session.level` (0 = main account): the
// rule sits beside the account levels, and a free member gets the small sample while any paid tier
// gets the full export. An unreadable tier nibble (9-15) counts as NORMAL.

import {
  EXPORT_ROW_LIMIT_DEFAULT,
  EXPORT_ROW_LIMIT_FREE_MEMBER,
  EXPORT_ROW_LIMIT_STAFF,
} from "../constants/paging.ts";
import { membershipTierOf } from "./account-levels.ts";
import type { AccountType } from "./roles.ts";

export const exportRowLimit = (accountType: AccountType | undefined, membership: number): number => {
  if (accountType === "admin" || accountType === "superuser") return EXPORT_ROW_LIMIT_STAFF;
  if (accountType === "member" && membershipTierOf(membership) === "NORMAL")
    return EXPORT_ROW_LIMIT_FREE_MEMBER;
  return EXPORT_ROW_LIMIT_DEFAULT;
};

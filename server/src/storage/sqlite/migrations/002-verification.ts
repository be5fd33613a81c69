// Migration 002-verification: verification codes, sends (rate limits) and captchas.
import type { Migration } from "../migrate.ts";

export const m002_verification: Migration = {
  id: "002-verification",
  sql: ``,
};

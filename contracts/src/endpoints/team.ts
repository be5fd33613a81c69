// Designed here (issue 13; spec §3 deptInfo and level): a main account's team page. It lists the
// sub-accounts with the data sets each may use of the ones the main account has, and assigns them.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";

/** An ownership bit string (spec §3); whether it is a valid code is core's rule, checked by the provider. */
const OwnershipBits = Schema.String.check(Schema.isMaxLength(1_000));

/** A permission a main account hands on to a sub-account (core's TEAM_PERMISSIONS, D296). */
export const TeamPermissionName = Schema.Literals([
  "TRADE_SO",
  "TRADE_SO_PLUS",
  "PARTNER_REPORT",
  "GLOBAL_BUYERS",
  "MARKET_ANALYSIS",
  "AI",
  "EMAIL",
  "RECOMMEND",
]);

export const TeamMember = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  nickname: Schema.String,
  level: Schema.Int,
  department: Schema.optionalKey(Schema.String),
  /** The data sets assigned of the main account's; absent when none were chosen (all are shared). */
  assigned: Schema.optionalKey(OwnershipBits),
  /** The permissions the sub-account has now of those the team has (whoever granted them). */
  permissions: Schema.Array(TeamPermissionName),
}).annotate({ identifier: "TeamMember" });
export type TeamMember = typeof TeamMember.Type;

export const Team = Schema.Struct({
  /** The data sets the main account has to share (its own and its packages'). */
  shareable: OwnershipBits,
  /** The permissions the main account has to hand on (its own and its packages'). */
  shareablePermissions: Schema.Array(TeamPermissionName),
  members: Schema.Array(TeamMember),
}).annotate({ identifier: "Team" });
export type Team = typeof Team.Type;

export const TeamAssignment = Schema.Struct({
  accountId: Schema.Int,
  customs_data_source: OwnershipBits,
  /** The permissions handed on; absent: left as they are. Any the main account lacks are dropped. */
  permissions: Schema.optionalKey(Schema.Array(TeamPermissionName).check(Schema.isMaxLength(20))),
});
export type TeamAssignment = typeof TeamAssignment.Type;

export const getTeam = defineEndpoint({
  name: "getTeam",
  method: "GET",
  host: "provider",
  path: "/console/team",
  encoding: "none",
  request: {},
  response: Envelope(Team),
  requiresSession: true,
  summary: "List the main account's sub-accounts and their data sets",
  description: "Designed here. Main accounts (level 0) only; a sub-account is answered 50001.",
  tag: "account",
  origin: "designed",
});

export const assignTeamDatasets = defineEndpoint({
  name: "assignTeamDatasets",
  method: "POST",
  host: "provider",
  path: "/console/team/datasets",
  encoding: "json",
  request: { body: TeamAssignment },
  response: Envelope(TeamMember),
  requiresSession: true,
  summary: "Choose which of the main account's data sets and permissions a sub-account may use",
  description:
    "Designed here. Main accounts only (50001); the account must be one of its sub-accounts (50002); the bits must be an ownership code (10001). Bits and permissions the main account does not have are dropped. The choice holds at once for the sub-account's sessions and API keys, even for what it also holds itself.",
  tag: "account",
  origin: "designed",
});

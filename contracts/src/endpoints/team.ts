// Designed here (issue 13; spec §3 deptInfo and level): a main account's team page. It lists the
// sub-accounts with the data sets each may use of the ones the main account has, and assigns them.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";

/** An ownership bit string (spec §3); whether it is a valid code is core's rule, checked by the provider. */
const OwnershipBits = Schema.String.check(Schema.isMaxLength(1_000));

export const TeamMember = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  nickname: Schema.String,
  level: Schema.Int,
  department: Schema.optionalKey(Schema.String),
  /** The data sets assigned of the main account's; absent when none were chosen (all are shared). */
  assigned: Schema.optionalKey(OwnershipBits),
}).annotate({ identifier: "TeamMember" });
export type TeamMember = typeof TeamMember.Type;

export const Team = Schema.Struct({
  /** The data sets the main account has to share (its own and its packages'). */
  shareable: OwnershipBits,
  members: Schema.Array(TeamMember),
}).annotate({ identifier: "Team" });
export type Team = typeof Team.Type;

export const TeamAssignment = Schema.Struct({
  accountId: Schema.Int,
  customs_data_source: OwnershipBits,
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
  summary: "Choose which of the main account's data sets a sub-account may use",
  description:
    "Designed here. Main accounts only (50001); the account must be one of its sub-accounts (50002); the bits must be an ownership code (10001). Bits the main account does not have are dropped.",
  tag: "account",
  origin: "designed",
});

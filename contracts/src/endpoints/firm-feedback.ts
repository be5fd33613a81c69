// Designed here (issue 30 "Feedback"; D307–D309): a user says a company profile's alias is "not the
// same company", or that a firm found in a search is the "same company as" another; an operator
// accepts or rejects each report in the admin page (or the operator's command), and an accepted one
// becomes a rule between spellings that every later import obeys, until it is withdrawn.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, EpochMillis, LineText } from "../primitives.ts";

const comment = Schema.optionalKey(LineText);

/** A flat body (a wire body is one struct): "apart" names `spelling`, "same" names `otherFirmId`. */
export const FirmReportBody = Schema.Struct({
  kind: Schema.Literals(["apart", "same"]),
  firmId: Count,
  /** "apart": one of the profile's aliases, as shown. */
  spelling: Schema.optionalKey(LineText),
  /** "same": the other firm. */
  otherFirmId: Schema.optionalKey(Count),
  comment,
}).annotate({ identifier: "FirmReportBody" });
export type FirmReportBody = typeof FirmReportBody.Type;

export const FirmReportStatus = Schema.Literals(["pending", "accepted", "rejected", "withdrawn"]);
export type FirmReportStatus = typeof FirmReportStatus.Type;

const Spelling = Schema.Struct({ country: Schema.String, name: Schema.String });

/** A report as the operator reads it: the firms' names when it was sent, who sent it, the decision. */
export const FirmReportView = Schema.Struct({
  id: Count,
  kind: Schema.Literals(["apart", "same"]),
  firmId: Count,
  firmName: Schema.String,
  spelling: Schema.optionalKey(Schema.String),
  otherFirmId: Schema.optionalKey(Count),
  otherFirmName: Schema.optionalKey(Schema.String),
  comment: Schema.optionalKey(Schema.String),
  /** The sending account's name. */
  sender: Schema.String,
  createdAt: EpochMillis,
  status: FirmReportStatus,
  decidedAt: Schema.optionalKey(EpochMillis),
  /** The deciding account's name; absent for the operator's command. */
  decider: Schema.optionalKey(Schema.String),
  note: Schema.optionalKey(Schema.String),
  /** The rule an accepted report keeps (also after it is withdrawn): two spellings as released. */
  rule: Schema.optionalKey(
    Schema.Struct({ id: Schema.String, kind: Schema.Literals(["apart", "same"]), a: Spelling, b: Spelling }),
  ),
}).annotate({ identifier: "FirmReportView" });
export type FirmReportView = typeof FirmReportView.Type;

/** What the sender sees of their own report. */
export const FirmReportReceipt = Schema.Struct({
  id: Count,
  kind: Schema.Literals(["apart", "same"]),
  spelling: Schema.optionalKey(Schema.String),
  otherFirmId: Schema.optionalKey(Count),
  status: FirmReportStatus,
}).annotate({ identifier: "FirmReportReceipt" });
export type FirmReportReceipt = typeof FirmReportReceipt.Type;

const user = { host: "provider", requiresSession: true, tag: "trade", origin: "designed" } as const;
const admin = { host: "provider", requiresSession: true, tag: "admin", origin: "designed" } as const;

export const firmFeedbackSend = defineEndpoint({
  ...user,
  name: "firmFeedbackSend",
  method: "POST",
  path: "/console/firms/feedback",
  encoding: "json",
  request: { body: FirmReportBody },
  response: Envelope(FirmReportReceipt),
  summary: "Report that an alias is not the same company, or that two firms are the same company",
  description:
    "Designed here. 10001 no spelling (apart) or other firm (same); 59001 unknown firm; 59002 not a name of the firm; 59003 the firm itself. Sent again: the kept report.",
});

export const firmFeedbackMine = defineEndpoint({
  ...user,
  name: "firmFeedbackMine",
  method: "GET",
  path: "/console/firms/feedback",
  encoding: "query",
  request: { query: Schema.Struct({ firmId: LineText }) },
  response: Envelope(Schema.Struct({ reports: Schema.Array(FirmReportReceipt) })),
  summary: "The caller's reports on one firm, with where each stands",
  description: "Designed here. None for a firm id that is not a number.",
});

export const adminFirmReports = defineEndpoint({
  ...admin,
  name: "adminFirmReports",
  method: "GET",
  path: "/console/admin/firms/reports",
  encoding: "none",
  request: {},
  response: Envelope(Schema.Struct({ reports: Schema.Array(FirmReportView) })),
  summary: "Users' reports on company identity: pending first, then decided, newest first",
  description: "Designed here. Admin role (51001 otherwise); at most 500.",
});

export const adminFirmReportDecide = defineEndpoint({
  ...admin,
  name: "adminFirmReportDecide",
  method: "POST",
  path: "/console/admin/firms/reports/decide",
  encoding: "json",
  request: {
    body: Schema.Struct({ id: Count, decision: Schema.Literals(["accept", "reject"]), note: comment }),
  },
  response: Envelope(FirmReportView),
  summary: "Accept a report (its rule holds from now on, the firms are grouped again) or reject it",
  description:
    "Designed here. Admin role (51001); 59005 unknown report; 59004 decided; 59001–59003 the firms changed (D307). Audited.",
});

export const adminFirmRuleWithdraw = defineEndpoint({
  ...admin,
  name: "adminFirmRuleWithdraw",
  method: "POST",
  path: "/console/admin/firms/reports/withdraw",
  encoding: "json",
  request: { body: Schema.Struct({ id: Count, note: comment }) },
  response: Envelope(FirmReportView),
  summary: "Withdraw an accepted report's rule: the firms are grouped again without it",
  description: "Designed here. Admin role (51001); 59005 unknown report; 59004 not accepted. Audited.",
});

// The operator's review of firm feedback as commands (issue 30 "Feedback"; D307–D309):
//   firms feedback                 the reports waiting for a decision, oldest question first to read
//   firms accept <id> [--note …]   keep the report's rule and group the firms again
//   firms reject <id> [--note …]   keep no rule
//   firms rules                    the rules in force, with the report each came from
//   firms withdraw <id> [--note …] remove an accepted report's rule and group the firms again
// The rules are the admin page's (services/firm-feedback), audited as the command's.

import type { AuditRecord } from "../accounts/audit/audit-port.ts";
import type { FirmReports, StoredFirmReport } from "../accounts/firm-feedback/firm-reports-port.ts";
import {
  decideFirmReport,
  type FeedbackOutcome,
  withdrawFirmRule,
} from "../services/firm-feedback/firm-feedback-service.ts";
import type { FirmIdentity } from "../trade/firm-identity-port.ts";

export interface FirmCommandDeps {
  readonly reports: FirmReports;
  /** Opens the trade store's firm identity (only the commands that need it do). */
  readonly identity: () => Promise<{ readonly identity: FirmIdentity; readonly close: () => Promise<void> }>;
  readonly audit: (entry: AuditRecord) => Promise<void>;
  readonly now: number;
  readonly print: (line: string) => void;
}

const LISTED = 500;

const REFUSALS: Readonly<Record<Extract<FeedbackOutcome<unknown>, { ok: false }>["reason"], string>> = {
  reportUnknown: "no report has this id (see: firms feedback)",
  reportDecided: "this report is decided already (a withdrawal needs an accepted report)",
  unknownFirm: "a firm of this report is no longer in the data: reject it",
  spellingNotOfFirm: "the firm no longer carries this name (or it is its only one): reject it",
  sameFirm: "the two firms are one firm already: reject it",
};

/** One report on a line: id, what it says, who sent it, where it stands. */
export const reportLine = (r: StoredFirmReport & { readonly sender?: string }): string =>
  [
    r.id,
    r.kind === "apart"
      ? `"${r.spelling ?? ""}" is not the same company as ${r.firmName} (#${r.firmId})`
      : `${r.firmName} (#${r.firmId}) is the same company as ${r.otherFirmName ?? ""} (#${r.otherFirmId ?? 0})`,
    r.sender ?? "",
    r.status,
    r.comment ?? "",
  ].join("\t");

const withIdentity = async <T>(deps: FirmCommandDeps, work: (identity: FirmIdentity) => Promise<T>) => {
  const opened = await deps.identity();
  try {
    return await work(opened.identity);
  } finally {
    await opened.close();
  }
};

/** `firms feedback|rules|accept|reject|withdraw`; undefined: not a firms command. */
export const runFirmCommand = async (
  [command, sub, idText]: readonly (string | undefined)[],
  note: string | undefined,
  deps: FirmCommandDeps,
): Promise<number | undefined> => {
  if (command !== "firms") return undefined;
  if (sub === "feedback") {
    const pending = (await deps.reports.list(LISTED)).filter((r) => r.status === "pending");
    if (pending.length === 0) deps.print("no report waits for a decision");
    for (const r of pending) deps.print(reportLine(r));
    return 0;
  }
  if (sub === "rules") {
    const rules = await withIdentity(deps, (identity) => identity.rules());
    if (rules.length === 0) deps.print("no rule is in force");
    for (const r of rules)
      deps.print(`${r.id}\t${r.kind}\t${r.a.country} ${r.a.name}\t${r.b.country} ${r.b.name}`);
    return 0;
  }
  if (sub !== "accept" && sub !== "reject" && sub !== "withdraw") return undefined;
  const id = idText !== undefined && /^\d{1,15}$/.test(idText) ? Number(idText) : undefined;
  if (id === undefined) {
    deps.print(`refused: give the report's id (see: firms feedback), not "${idText ?? ""}"`);
    return 2;
  }
  const outcome = await withIdentity(deps, (identity) => {
    const service = { reports: deps.reports, identity, audit: deps.audit };
    const decided = { id, ...(note === undefined ? {} : { note }), actorId: undefined, now: deps.now };
    return sub === "withdraw"
      ? withdrawFirmRule(service, decided)
      : decideFirmReport(service, { ...decided, decision: sub });
  });
  if (!outcome.ok) {
    deps.print(`refused: ${REFUSALS[outcome.reason]}`);
    return 1;
  }
  const r = outcome.value;
  deps.print(
    r.rule === undefined || r.status !== "accepted"
      ? `report ${r.id}: ${r.status}`
      : `report ${r.id}: accepted; rule ${r.rule.id} keeps "${r.rule.a.name}" and "${r.rule.b.name}" ${r.rule.kind === "apart" ? "apart" : "together"}`,
  );
  return 0;
};

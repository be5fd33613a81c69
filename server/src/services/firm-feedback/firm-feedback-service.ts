// Firm feedback (issue 30 "Feedback"; D307–D309): a user's report is checked against the firms as
// they stand and kept once; an operator's acceptance turns it into core's rule between spellings
// (ruleOfReport), keeps that rule in the trade store and groups the firms again, so the decision
// holds across every later import; a rejection keeps no rule; a withdrawal removes the rule again.
// The admin page and the operator's command both decide here, and each decision is audited.
import {
  displayName,
  type FeedbackRefusal,
  type FirmReport,
  parsePartyName,
  ruleOfReport,
} from "@portolan/core";
import type { AuditRecord } from "../../accounts/audit/audit-port.ts";
import type { FirmReports, StoredFirmReport } from "../../accounts/firm-feedback/firm-reports-port.ts";
import type { FirmEvidenceView, FirmIdentity } from "../../trade/firm-identity-port.ts";

export interface FirmFeedbackDeps {
  readonly reports: FirmReports;
  readonly identity: FirmIdentity;
  readonly audit: (entry: AuditRecord) => Promise<void>;
}

export type FeedbackOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: FeedbackRefusal | "reportUnknown" | "reportDecided" };

export type SentReport = FirmReport & { readonly comment?: string };

/** The rule id of a report: one per report, so keeping it again changes nothing. */
export const ruleIdOf = (reportId: number) => `firm-report-${reportId}`;

/** A firm as it stands: a retired id read where it went (a merge), with its spellings. */
const firmNow = async (identity: FirmIdentity, id: number): Promise<FirmEvidenceView | undefined> =>
  identity.evidence((await identity.redirectOf(id)) ?? id);

/** The firm's name as its profile shows it (core's display name of its spellings), kept with the report. */
const nameOf = (firm: FirmEvidenceView | undefined): string =>
  firm === undefined || firm.spellings.length === 0
    ? ""
    : displayName(firm.spellings.map((s) => ({ parsed: parsePartyName(s.name), count: s.billSides })));

const firmsOf = async (identity: FirmIdentity, report: FirmReport) => {
  const firm = await firmNow(identity, report.firmId);
  const other = report.kind === "same" ? await firmNow(identity, report.otherFirmId) : undefined;
  return { firm, other, rule: ruleOfReport(report, firm, other) };
};

/** A "same" pair is one report whichever firm it was sent from: the smaller id first. */
const ordered = (r: SentReport): SentReport =>
  r.kind === "same" && r.otherFirmId < r.firmId ? { ...r, firmId: r.otherFirmId, otherFirmId: r.firmId } : r;

export const sendFirmReport = async (
  deps: FirmFeedbackDeps,
  accountId: number,
  sent: SentReport,
  now: number,
): Promise<FeedbackOutcome<StoredFirmReport>> => {
  const report = ordered(sent);
  const { firm, other, rule } = await firmsOf(deps.identity, report);
  if (!rule.ok) return { ok: false, reason: rule.error };
  const comment = sent.comment?.trim() ?? "";
  const stored = await deps.reports.add({
    accountId,
    kind: report.kind,
    firmId: report.firmId,
    firmName: nameOf(firm),
    ...(report.kind === "apart"
      ? { spelling: report.spelling }
      : { otherFirmId: report.otherFirmId, otherFirmName: nameOf(other) }),
    ...(comment === "" ? {} : { comment }),
    createdAt: now,
  });
  return { ok: true, value: stored };
};

const reportOfStored = (r: StoredFirmReport): FirmReport =>
  r.kind === "apart"
    ? { kind: "apart", firmId: r.firmId, spelling: r.spelling ?? "" }
    : { kind: "same", firmId: r.firmId, otherFirmId: r.otherFirmId ?? 0 };

export interface Decision {
  readonly id: number;
  readonly decision: "accept" | "reject";
  readonly note?: string;
  /** The deciding account; undefined for the operator's command. */
  readonly actorId: number | undefined;
  readonly now: number;
}

const noteOf = (note: string | undefined) => (note?.trim() ? note.trim() : undefined);

export const decideFirmReport = async (
  deps: FirmFeedbackDeps,
  d: Decision,
): Promise<FeedbackOutcome<StoredFirmReport>> => {
  const found = await deps.reports.find(d.id);
  if (found === undefined) return { ok: false, reason: "reportUnknown" };
  if (found.status !== "pending") return { ok: false, reason: "reportDecided" };
  const note = noteOf(d.note);
  const base = { from: "pending", at: d.now, by: d.actorId, note } as const;
  if (d.decision === "reject") {
    if (!(await deps.reports.decide(d.id, { ...base, to: "rejected" })))
      return { ok: false, reason: "reportDecided" };
  } else {
    const { rule } = await firmsOf(deps.identity, reportOfStored(found));
    if (!rule.ok) return { ok: false, reason: rule.error };
    const kept = { ...rule.value, id: ruleIdOf(d.id) };
    // The rule is kept before the report is marked, so an accepted report always has its rule; an
    // operator who lost the race to decide takes it back.
    await deps.identity.addRule({ ...kept, createdAt: d.now });
    if (!(await deps.reports.decide(d.id, { ...base, to: "accepted", rule: kept }))) {
      await deps.identity.removeRule(kept.id);
      return { ok: false, reason: "reportDecided" };
    }
    await deps.identity.resolveAgain();
  }
  await deps.audit({
    at: d.now,
    actorId: d.actorId,
    action: d.decision === "accept" ? "acceptFirmReport" : "rejectFirmReport",
    firmReportId: d.id,
    ...(note === undefined ? {} : { reason: note }),
  });
  return { ok: true, value: (await deps.reports.find(d.id)) ?? found };
};

export const withdrawFirmRule = async (
  deps: FirmFeedbackDeps,
  w: {
    readonly id: number;
    readonly note?: string;
    readonly actorId: number | undefined;
    readonly now: number;
  },
): Promise<FeedbackOutcome<StoredFirmReport>> => {
  const found = await deps.reports.find(w.id);
  if (found === undefined) return { ok: false, reason: "reportUnknown" };
  const note = noteOf(w.note);
  const moved =
    found.status === "accepted" &&
    (await deps.reports.decide(w.id, { from: "accepted", to: "withdrawn", at: w.now, by: w.actorId, note }));
  if (!moved) return { ok: false, reason: "reportDecided" };
  await deps.identity.removeRule(found.rule?.id ?? ruleIdOf(w.id));
  await deps.identity.resolveAgain();
  await deps.audit({
    at: w.now,
    actorId: w.actorId,
    action: "withdrawFirmRule",
    firmReportId: w.id,
    ...(note === undefined ? {} : { reason: note }),
  });
  return { ok: true, value: (await deps.reports.find(w.id)) ?? found };
};

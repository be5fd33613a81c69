// Users' reports on company identity (issue 30 "Feedback"; D307–D309), kept in the accounts database:
// a report is added once per account (the same report again is the one kept), decided once, and an
// accepted one may have its rule withdrawn.
import type { FirmRule } from "@portolan/core";

export type FirmReportStatus = "pending" | "accepted" | "rejected" | "withdrawn";

export interface NewFirmReport {
  readonly accountId: number;
  readonly kind: "apart" | "same";
  readonly firmId: number;
  readonly firmName: string;
  /** "apart": the alias as the profile showed it. */
  readonly spelling?: string;
  /** "same": the other firm; the pair is kept with the smaller id as firmId. */
  readonly otherFirmId?: number;
  readonly otherFirmName?: string;
  readonly comment?: string;
  readonly createdAt: number;
}

export interface StoredFirmReport extends NewFirmReport {
  readonly id: number;
  readonly status: FirmReportStatus;
  readonly decidedAt?: number;
  /** The deciding account; absent for the operator's command. */
  readonly decidedBy?: number;
  readonly note?: string;
  /** The rule an accepted report keeps in the trade store, under this id. */
  readonly rule?: FirmRule & { readonly id: string };
}

/** A report as listed for the operator: with the sender's and the decider's account names. */
export interface ListedFirmReport extends StoredFirmReport {
  readonly sender: string;
  readonly decider?: string;
}

export interface FirmDecision {
  readonly from: FirmReportStatus;
  readonly to: FirmReportStatus;
  readonly at: number;
  readonly by: number | undefined;
  readonly note: string | undefined;
  /** Kept with an accepted report; a withdrawn one keeps the rule it had. */
  readonly rule?: FirmRule & { readonly id: string };
}

export interface FirmReports {
  /** Adds the report, or answers the one this account sent before with the same firms and name. */
  readonly add: (report: NewFirmReport) => Promise<StoredFirmReport>;
  readonly find: (id: number) => Promise<StoredFirmReport | undefined>;
  /** One account's reports that name a firm (either firm of a pair), newest first. */
  readonly ofAccount: (accountId: number, firmId: number) => Promise<readonly StoredFirmReport[]>;
  /** Pending first, then decided, newest first. */
  readonly list: (limit: number) => Promise<readonly ListedFirmReport[]>;
  /** Moves a report from one status to another; false when it no longer stands at `from`. */
  readonly decide: (id: number, decision: FirmDecision) => Promise<boolean>;
}

// Firm feedback's area (issue 30 "Feedback"): the reports in the accounts database, the firm identity
// of the trade store, and the admin pages' audit trail.

import type { AppDeps } from "../../app-deps.ts";
import type { Handlers } from "../../http/handler.ts";
import type { FirmIdentity } from "../../trade/firm-identity-port.ts";
import {
  adminFirmReportDecideHandler,
  adminFirmReportsHandler,
  adminFirmRuleWithdrawHandler,
  type FirmFeedbackHandlerDeps,
  firmFeedbackMineHandler,
  firmFeedbackSendHandler,
} from "./firm-feedback-handlers.ts";

export const createFirmFeedbackArea = (
  deps: AppDeps,
  identity: FirmIdentity,
): {
  readonly handlers: Pick<
    Handlers,
    | "firmFeedbackSend"
    | "firmFeedbackMine"
    | "adminFirmReports"
    | "adminFirmReportDecide"
    | "adminFirmRuleWithdraw"
  >;
} => {
  const feedback: FirmFeedbackHandlerDeps = {
    reports: deps.storage.firmReports,
    identity,
    audit: deps.storage.audit.record,
    accounts: deps.storage.accounts,
  };
  return {
    handlers: {
      firmFeedbackSend: firmFeedbackSendHandler(feedback),
      firmFeedbackMine: firmFeedbackMineHandler(feedback),
      adminFirmReports: adminFirmReportsHandler(feedback),
      adminFirmReportDecide: adminFirmReportDecideHandler(feedback),
      adminFirmRuleWithdraw: adminFirmRuleWithdrawHandler(feedback),
    },
  };
};

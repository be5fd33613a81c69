// The accounts conformance suite: every account-side store's behaviour, and its guarded writes under
// concurrency, as one set of cases every engine must pass (as trade/conformance does for the trade
// engines). Each module adds its file here.

import { accountsStoreConformance } from "./accounts-store-conformance.ts";
import { alertLedgerConformance } from "./alert-ledger-conformance.ts";
import { apiKeysConformance } from "./api-keys-conformance.ts";
import { auditConformance } from "./audit-conformance.ts";
import { captchaConformance } from "./captcha-conformance.ts";
import { collectionConformance } from "./collection-conformance.ts";
import { exportJobsConformance } from "./export-jobs-conformance.ts";
import { firmReportsConformance } from "./firm-reports-conformance.ts";
import type { OpenStorage } from "./fixture.ts";
import { formsConformance } from "./forms-conformance.ts";
import { knownDevicesConformance } from "./known-devices-conformance.ts";
import { ordersConformance } from "./orders-conformance.ts";
import { packagesConformance } from "./packages-conformance.ts";
import { passwordResetsConformance } from "./password-resets-conformance.ts";
import { preferencesConformance } from "./preferences-conformance.ts";
import { rateLimitsConformance } from "./rate-limits-conformance.ts";
import { referenceConformance } from "./reference-conformance.ts";
import { scheduleConformance } from "./schedule-conformance.ts";
import { sessionsConformance } from "./sessions-conformance.ts";
import { ssoTicketsConformance } from "./sso-tickets-conformance.ts";
import { teamsConformance } from "./teams-conformance.ts";
import { trackingConformance } from "./tracking-conformance.ts";
import { verificationConformance } from "./verification-conformance.ts";

export const accountsConformance = (engine: string, open: OpenStorage) => {
  accountsStoreConformance(engine, open);
  sessionsConformance(engine, open);
  preferencesConformance(engine, open);
  auditConformance(engine, open);
  firmReportsConformance(engine, open);
  formsConformance(engine, open);
  referenceConformance(engine, open);
  trackingConformance(engine, open);
  alertLedgerConformance(engine, open);
  collectionConformance(engine, open);
  exportJobsConformance(engine, open);
  packagesConformance(engine, open);
  ordersConformance(engine, open);
  teamsConformance(engine, open);
  ssoTicketsConformance(engine, open);
  knownDevicesConformance(engine, open);
  passwordResetsConformance(engine, open);
  rateLimitsConformance(engine, open);
  apiKeysConformance(engine, open);
  verificationConformance(engine, open);
  captchaConformance(engine, open);
  scheduleConformance(engine, open);
};

// Every account-side store, built once over the storage the opener chose. Services and handlers get
// them from here (AppDeps.storage), never by naming an adapter.

import type { SqlClient } from "../sql/sql-client.ts";
import type { AccountRepository } from "./accounts/accounts-port.ts";
import type { PreferencesStore } from "./accounts/preferences-port.ts";
import { sqlAccounts } from "./accounts/sql-accounts.ts";
import { sqlPreferences } from "./accounts/sql-preferences.ts";
import type { AlertInbox, AlertLedger, TrackingStore } from "./alerts/alerts-port.ts";
import { sqlAlertInbox } from "./alerts/sql-alert-inbox.ts";
import { sqlAlertLedger } from "./alerts/sql-alert-ledger.ts";
import { sqlTracking } from "./alerts/sql-tracking.ts";
import type { ApiKeyStore } from "./api-keys/api-keys-port.ts";
import { sqlApiKeys } from "./api-keys/sql-api-keys.ts";
import type { AuditTrail } from "./audit/audit-port.ts";
import { sqlAudit } from "./audit/sql-audit.ts";
import type { CollectionStore, RecentSearchStore } from "./collection/collection-port.ts";
import type { FirmReferences } from "./collection/firm-references-port.ts";
import { sqlCollection } from "./collection/sql-collection.ts";
import { sqlFirmReferences } from "./collection/sql-firm-references.ts";
import { sqlRecentSearches } from "./collection/sql-recent-searches.ts";
import type { ExportJobStore } from "./export-jobs/export-jobs-port.ts";
import { sqlExportJobs } from "./export-jobs/sql-export-jobs.ts";
import type { FirmReports } from "./firm-feedback/firm-reports-port.ts";
import { sqlFirmReports } from "./firm-feedback/sql-firm-reports.ts";
import type { FormSubmissions } from "./forms/forms-port.ts";
import { sqlFormSubmissions } from "./forms/sql-forms.ts";
import type { AccountServices } from "./orders/account-services-port.ts";
import type { IdempotencyStore } from "./orders/idempotency-port.ts";
import type { AccountLedger } from "./orders/ledger-port.ts";
import type { OrderStore } from "./orders/orders-port.ts";
import { sqlAccountServices } from "./orders/sql-account-services.ts";
import { sqlIdempotency } from "./orders/sql-idempotency.ts";
import { sqlLedger } from "./orders/sql-ledger.ts";
import { sqlOrders } from "./orders/sql-orders.ts";
import type { ExpiryWarnings } from "./packages/expiry-warnings-port.ts";
import type { OfferStore } from "./packages/offers-port.ts";
import { sqlExpiryWarnings } from "./packages/sql-expiry-warnings.ts";
import { sqlOffers } from "./packages/sql-offers.ts";
import type { AttemptRepository } from "./rate-limits/rate-limits-port.ts";
import { sqlAttempts } from "./rate-limits/sql-rate-limits.ts";
import type { ScheduledRuns } from "./schedule/schedule-port.ts";
import { sqlScheduledRuns } from "./schedule/sql-scheduled-runs.ts";
import type { KnownDevices } from "./sessions/devices-port.ts";
import type { PasswordResets } from "./sessions/password-resets-port.ts";
import type { SessionRepository } from "./sessions/sessions-port.ts";
import { sqlKnownDevices } from "./sessions/sql-devices.ts";
import { sqlPasswordResets } from "./sessions/sql-password-resets.ts";
import { sqlSessions } from "./sessions/sql-sessions.ts";
import { sqlTickets } from "./sessions/sql-tickets.ts";
import type { SsoTicketRepository } from "./sessions/tickets-port.ts";
import { sqlTeamDatasets } from "./teams/sql-team-datasets.ts";
import type { TeamDatasets } from "./teams/team-datasets-port.ts";
import type { CaptchaStore } from "./verification/captcha-store-port.ts";
import { sqlCaptchaStore } from "./verification/sql-captcha-store.ts";
import { sqlVerificationStore } from "./verification/sql-verification-store.ts";
import type { VerificationStore } from "./verification/verification-store-port.ts";

export interface AccountStorage {
  /** Scheduled work taken once across provider processes. */
  readonly scheduledRuns: ScheduledRuns;
  /** The SQL port itself, for the reference data (its own module) and the conformance suite. */
  readonly sql: SqlClient;
  readonly accounts: AccountRepository;
  readonly teamDatasets: TeamDatasets;
  readonly sessions: SessionRepository;
  readonly tickets: SsoTicketRepository;
  readonly devices: KnownDevices;
  readonly passwordResets: PasswordResets;
  readonly attempts: AttemptRepository;
  readonly verification: VerificationStore;
  readonly captcha: CaptchaStore;
  readonly offers: OfferStore;
  readonly expiryWarnings: ExpiryWarnings;
  readonly orders: OrderStore;
  readonly idempotency: IdempotencyStore;
  readonly services: AccountServices;
  readonly ledger: AccountLedger;
  readonly apiKeys: ApiKeyStore;
  readonly collection: CollectionStore;
  readonly recentSearches: RecentSearchStore;
  readonly firmReferences: FirmReferences;
  readonly tracking: TrackingStore;
  readonly alertLedger: AlertLedger;
  readonly alertInbox: AlertInbox;
  readonly exportJobs: ExportJobStore;
  readonly firmReports: FirmReports;
  readonly forms: FormSubmissions;
  readonly preferences: PreferencesStore;
  readonly audit: AuditTrail;
}

export const accountStores = (sql: SqlClient): AccountStorage => ({
  sql,
  scheduledRuns: sqlScheduledRuns(sql),
  accounts: sqlAccounts(sql),
  teamDatasets: sqlTeamDatasets(sql),
  sessions: sqlSessions(sql),
  tickets: sqlTickets(sql),
  devices: sqlKnownDevices(sql),
  passwordResets: sqlPasswordResets(sql),
  attempts: sqlAttempts(sql),
  verification: sqlVerificationStore(sql),
  captcha: sqlCaptchaStore(sql),
  offers: sqlOffers(sql),
  expiryWarnings: sqlExpiryWarnings(sql),
  orders: sqlOrders(sql),
  idempotency: sqlIdempotency(sql),
  services: sqlAccountServices(sql),
  ledger: sqlLedger(sql),
  apiKeys: sqlApiKeys(sql),
  collection: sqlCollection(sql),
  recentSearches: sqlRecentSearches(sql),
  firmReferences: sqlFirmReferences(sql),
  tracking: sqlTracking(sql),
  alertLedger: sqlAlertLedger(sql),
  alertInbox: sqlAlertInbox(sql),
  exportJobs: sqlExportJobs(sql),
  firmReports: sqlFirmReports(sql),
  forms: sqlFormSubmissions(sql),
  preferences: sqlPreferences(sql),
  audit: sqlAudit(sql),
});

// Every call of the provider, by name: the server mounts them all, the adapter sends them by name,
// the OpenAPI generator walks them.
import type { Endpoint } from "./endpoint.ts";
import { getBasicInfo, updateBasicInfo } from "./endpoints/account.ts";
import { accountOverview } from "./endpoints/account-overview.ts";
import { getAccountPreferences, updateAccountPreferences } from "./endpoints/account-preferences.ts";
import {
  adminAccountAction,
  adminAccounts,
  adminOfferAction,
  adminOffers,
  adminOrders,
} from "./endpoints/admin.ts";
import { adminAudit, adminConfirmTransfer, adminRejectTransfer } from "./endpoints/admin-transfers.ts";
import {
  alerts,
  markAlertsRead,
  setTrackCadence,
  trackedSearches,
  trackSearch,
  untrackSearch,
} from "./endpoints/alerts.ts";
import { apiKeys, createApiKey, revokeApiKey } from "./endpoints/api-keys.ts";
import { bankTransfer } from "./endpoints/bank-transfer.ts";
import { tradeBuyers, tradeDirectory } from "./endpoints/buyers.ts";
import {
  addCollectionItem,
  collectionItems,
  datasetCoverage,
  recentSearches,
  removeCollectionItem,
  trackCompany,
  trackedCompanies,
  untrackCompany,
  updateCollectionItem,
} from "./endpoints/collection.ts";
import { contactUs } from "./endpoints/contact.ts";
import { submitForm } from "./endpoints/demo-form.ts";
import { createExport, exportJobs } from "./endpoints/exports.ts";
import { adminFirmEvidence } from "./endpoints/firm-evidence.ts";
import {
  adminFirmReportDecide,
  adminFirmReports,
  adminFirmRuleWithdraw,
  firmFeedbackMine,
  firmFeedbackSend,
} from "./endpoints/firm-feedback.ts";
import { createOrder, paymentById, paymentByQuery } from "./endpoints/orders.ts";
import { packages } from "./endpoints/packages.ts";
import { forgotPassword, resetPassword } from "./endpoints/password-reset.ts";
import { capturePayment, providerOrder } from "./endpoints/payment-provider.ts";
import { publicSamples, publicTrySearch } from "./endpoints/public-data.ts";
import { identity, login, logout, oemRedirectUrl, redeemOemTicket, register } from "./endpoints/session.ts";
import { countryStatistics, dataSourceStatistics, siteStatistics } from "./endpoints/statistics.ts";
import { statsBreakdown, statsOptions, statsPartners, statsSummary } from "./endpoints/stats.ts";
import { assignTeamDatasets, getTeam } from "./endpoints/team.ts";
import { creditReportEnquiry, debtClaim } from "./endpoints/third-party-services.ts";
import {
  tradeBill,
  tradeCompanies,
  tradeCompanyProfile,
  tradeFacets,
  tradePartners,
  tradeSearch,
} from "./endpoints/trade.ts";
import { tradeHsCodes, tradePorts } from "./endpoints/trade-reference.ts";
import { utilitiesList } from "./endpoints/utilities.ts";
import { getCaptcha, sendChannelCode, sendVerifyCode } from "./endpoints/verification.ts";

/** The endpoints by name (each key equals the endpoint's `name`). */
export const api = {
  sendVerifyCode,
  sendChannelCode,
  getCaptcha,
  submitForm,
  identity,
  logout,
  login,
  register,
  forgotPassword,
  resetPassword,
  oemRedirectUrl,
  redeemOemTicket,
  getBasicInfo,
  updateBasicInfo,
  accountOverview,
  getTeam,
  assignTeamDatasets,
  apiKeys,
  createApiKey,
  revokeApiKey,
  adminAccounts,
  adminAccountAction,
  adminOrders,
  adminOffers,
  adminOfferAction,
  adminConfirmTransfer,
  adminRejectTransfer,
  adminAudit,
  adminFirmEvidence,
  firmFeedbackSend,
  firmFeedbackMine,
  adminFirmReports,
  adminFirmReportDecide,
  adminFirmRuleWithdraw,
  getAccountPreferences,
  updateAccountPreferences,
  siteStatistics,
  countryStatistics,
  dataSourceStatistics,
  publicSamples,
  publicTrySearch,
  packages,
  createOrder,
  paymentById,
  paymentByQuery,
  providerOrder,
  capturePayment,
  bankTransfer,
  contactUs,
  creditReportEnquiry,
  debtClaim,
  utilitiesList,
  tradeSearch,
  tradeFacets,
  tradeBill,
  tradeCompanies,
  tradeCompanyProfile,
  tradePartners,
  tradeBuyers,
  tradeDirectory,
  exportJobs,
  createExport,
  tradeHsCodes,
  tradePorts,
  collectionItems,
  addCollectionItem,
  updateCollectionItem,
  removeCollectionItem,
  recentSearches,
  trackedCompanies,
  trackCompany,
  untrackCompany,
  datasetCoverage,
  statsOptions,
  statsSummary,
  statsPartners,
  statsBreakdown,
  trackedSearches,
  trackSearch,
  untrackSearch,
  setTrackCadence,
  alerts,
  markAlertsRead,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;

/** All endpoints, in the order above. */
export const endpoints: readonly Endpoint[] = Object.values(api);

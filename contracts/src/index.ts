// The package's public surface: explicit named exports, one line per module.

export { DATA_CALL_TAGS, isDataCallTag } from "./data-call-tags.ts";
export {
  defineEndpoint,
  type Endpoint,
  type EndpointHost,
  type EndpointOrigin,
  type EndpointRequest,
  type HttpMethod,
  type RequestEncoding,
  type RequestOf,
  type ResponseOf,
  type WireSchema,
  type WireStruct,
} from "./endpoint.ts";
export { type EndpointExamples, endpointExamples } from "./endpoint-examples.ts";
export { BasicInfo, BasicInfoUpdate, getBasicInfo, updateBasicInfo } from "./endpoints/account.ts";
export {
  AccountOverview,
  AccountServiceView,
  accountOverview,
  PaymentStatus,
  PaymentView,
} from "./endpoints/account-overview.ts";
export {
  AccountPreferences,
  getAccountPreferences,
  updateAccountPreferences,
} from "./endpoints/account-preferences.ts";
export {
  AdminAccount,
  AdminAccountAction,
  AdminOffer,
  AdminOrder,
  adminAccountAction,
  adminAccounts,
  adminOfferAction,
  adminOffers,
  adminOrders,
} from "./endpoints/admin.ts";
export {
  AdminAuditEntry,
  adminAudit,
  adminConfirmTransfer,
  adminRejectTransfer,
} from "./endpoints/admin-transfers.ts";
export {
  Alert,
  alerts,
  markAlertsRead,
  setTrackCadence,
  TrackedSearch,
  trackedSearches,
  trackSearch,
  untrackSearch,
} from "./endpoints/alerts.ts";
export { ApiKeyDayUsage, ApiKeyView, apiKeys, createApiKey, revokeApiKey } from "./endpoints/api-keys.ts";
export {
  BankAccount,
  BankTransferDetails,
  BankTransferKind,
  bankTransfer,
} from "./endpoints/bank-transfer.ts";
export { BuyerRow, BuyerSupplier, DirectoryRow, tradeBuyers, tradeDirectory } from "./endpoints/buyers.ts";
export {
  AlertCadenceSchema,
  addCollectionItem,
  CollectionItem,
  CollectionKindSchema,
  collectionItems,
  DatasetCoverage,
  datasetCoverage,
  RecentSearch,
  recentSearches,
  removeCollectionItem,
  TagCount,
  TrackedCompany,
  TrackRoleSchema,
  trackCompany,
  trackedCompanies,
  untrackCompany,
  updateCollectionItem,
} from "./endpoints/collection.ts";
export { ContactBody, contactUs } from "./endpoints/contact.ts";
export { DemoFormData, SubmitFormBody, submitForm } from "./endpoints/demo-form.ts";
export {
  createExport,
  EXPORT_FILE_PATH,
  ExportFormat,
  ExportSubject,
  ExportView,
  exportFilePath,
  exportJobs,
} from "./endpoints/exports.ts";
export {
  adminFirmEvidence,
  FirmEvidenceView,
  FirmLinkView,
  FirmSpellingView,
  LinkEvidenceView,
  SpellingRefView,
} from "./endpoints/firm-evidence.ts";
export {
  adminFirmReportDecide,
  adminFirmReports,
  adminFirmRuleWithdraw,
  FirmReportBody,
  FirmReportReceipt,
  FirmReportStatus,
  FirmReportView,
  firmFeedbackMine,
  firmFeedbackSend,
} from "./endpoints/firm-feedback.ts";
export {
  CreateOrderBody,
  createOrder,
  OrderId,
  OrderInvalidReason,
  OrderStatus,
  OrderView,
  paymentById,
  paymentByQuery,
} from "./endpoints/orders.ts";
export { PackageTierData, PackageTierIdData, packages } from "./endpoints/packages.ts";
export {
  ForgotPasswordBody,
  forgotPassword,
  ResetPasswordBody,
  resetPassword,
} from "./endpoints/password-reset.ts";
export {
  capturePayment,
  ProviderCapture,
  ProviderCaptureStatus,
  ProviderOrder,
  providerOrder,
} from "./endpoints/payment-provider.ts";
export {
  PublicSamples,
  publicSamples,
  publicTrySearch,
  SampleCompany,
  SampleMonth,
  TrySearchResult,
  TrySearchRow,
} from "./endpoints/public-data.ts";
export {
  identity,
  LoginBody,
  login,
  logout,
  OemRedirectQuery,
  OemTicketHolder,
  oemRedirectUrl,
  RegisterBody,
  redeemOemTicket,
  register,
} from "./endpoints/session.ts";
export {
  Continent,
  CountryStatistic,
  countryStatistics,
  DataSourceCode,
  DataSourceStatistic,
  dataSourceStatistics,
  ShipmentsType,
  SiteStatistics,
  siteStatistics,
} from "./endpoints/statistics.ts";
export {
  STATS_PARTNERS_EXPORT_PATH,
  StatsBreakdown,
  StatsBreakdownRow,
  StatsCodeName,
  StatsFilterParams,
  StatsFlow,
  StatsHeadline,
  StatsHsLevel,
  StatsMonth,
  StatsOptions,
  StatsPartnerRow,
  StatsPartners,
  StatsPeriod,
  StatsProduct,
  StatsSource,
  StatsSummary,
  statsBreakdown,
  statsOptions,
  statsPartners,
  statsSummary,
  TriName,
  YearMonth,
} from "./endpoints/stats.ts";
export {
  assignTeamDatasets,
  getTeam,
  Team,
  TeamAssignment,
  TeamMember,
  TeamPermissionName,
} from "./endpoints/team.ts";
export {
  CreditEnquiryBody,
  Creditor,
  creditReportEnquiry,
  DebtClaimBody,
  Debtor,
  debtClaim,
} from "./endpoints/third-party-services.ts";
export {
  CompanyHit,
  CompanyInfo,
  CompanyProfile,
  DatasetLeftOut,
  DatasetWithoutField,
  FacetCount,
  MonthPoint,
  PartnerRow,
  RoutePort,
  TradeBill,
  TradeFacets,
  TradeParty,
  TradeQueryParams,
  TradeRecord,
  TradeRoute,
  TradeSearchResult,
  tradeBill,
  tradeCompanies,
  tradeCompanyProfile,
  tradeFacets,
  tradePartners,
  tradeSearch,
} from "./endpoints/trade.ts";
export { HsNode, PortHit, tradeHsCodes, tradePorts } from "./endpoints/trade-reference.ts";
export { UtilitiesPage, UtilitiesQuery, UtilityRow, utilitiesList } from "./endpoints/utilities.ts";
export {
  CaptchaChallenge,
  getCaptcha,
  SendCaptchaFields,
  sendChannelCode,
  sendVerifyCode,
  VerificationChannel,
} from "./endpoints/verification.ts";
export {
  BodyCode,
  BodyMessage,
  EmptyEnvelope,
  Envelope,
  EnvelopeHead,
  RequestError,
  RequestFailure,
} from "./envelope.ts";
export { parseFormFields, serializeFormFields, toWellFormed } from "./form-body.ts";
export { INVOICE_PATH_PREFIX, invoicePath } from "./invoice-path.ts";
export {
  type LocalizedOpenApi,
  localizeOpenApi,
  OPENAPI_TEXTS,
  type OpenApiDocument,
} from "./openapi/localize-openapi.ts";
export {
  isOpenApiLanguage,
  OPENAPI_LANGUAGES,
  type OpenApiLanguage,
  type OpenApiTexts,
  type OperationText,
  parameterText,
  type TranslatedLanguage,
} from "./openapi/openapi-texts.ts";
export {
  OPERATION_DOCS,
  type ParameterDoc,
  parameterDoc,
  QUERY_PARAMETER_DOCS,
} from "./openapi/parameter-docs.ts";
export { OPENAPI_TEXTS_RU } from "./openapi/texts/operations-ru.ts";
export { OPENAPI_TEXTS_ZH } from "./openapi/texts/operations-zh.ts";
export { OPERATION_PARAMETERS_RU, PARAMETERS_RU } from "./openapi/texts/parameters-ru.ts";
export { OPERATION_PARAMETERS_ZH, PARAMETERS_ZH } from "./openapi/texts/parameters-zh.ts";
export {
  API_KEY_DESCRIPTION,
  ENVELOPE_DESCRIPTION,
  type OpenApiOptions,
  RATE_LIMITED,
  toOpenApi,
} from "./openapi.ts";
export { fillPath, pathParamNames, toColonPath } from "./path-template.ts";
export {
  CAPTCHA_PAYLOAD_MAX,
  CaptchaAnswer,
  Count,
  CountryCode,
  CurrencyCode,
  EpochMillis,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyHeaders,
  IdempotencyKey,
  IsoDate,
  LINE_TEXT_MAX,
  LineText,
  LONG_TEXT_MAX,
  LongText,
  MoneyAmount,
  WireLocale,
} from "./primitives.ts";
export { type Api, api, type EndpointName, endpoints } from "./registry.ts";
export {
  CdsPermissionData,
  OemDomainData,
  PermissionsData,
  SessionData,
  TsPermissionsData,
} from "./session-schema.ts";
export { SESSION_COOKIE, SESSION_HEADER } from "./session-token.ts";
export {
  TRADE_EXPORT_FORMATS,
  TRADE_EXPORT_PATH,
  type TradeExportFormat,
  tradeExportPath,
} from "./trade-export-path.ts";
export {
  decodeFields,
  decodeFormText,
  encodeFields,
  encodeFormText,
  type WireFailure,
} from "./wire-codec.ts";
export {
  CONTENT_TYPE,
  decodeRequest,
  decodeResponse,
  encodeRequest,
  encodeResponse,
  type RawRequest,
  type WireRequest,
} from "./wire-request.ts";

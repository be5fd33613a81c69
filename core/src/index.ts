// The package's public surface: explicit named exports, one line per module.

export {
  ACCOUNT_FUNCTIONS,
  type AccountAccess,
  type AccountFunction,
  accountAccess,
  keepsAccountOut,
} from "./accounts/account-access.ts";
export { canAppeal, decideAppeal, fileAppeal } from "./accounts/account-appeal.ts";
export {
  ACCOUNT_DECISIONS,
  type AccountDecision,
  applyDecision,
  CONFIRMED_DECISIONS,
  decisionsFor,
  undoOf,
} from "./accounts/account-decisions.ts";
export { type AccountMessageId, accountMessages } from "./accounts/account-messages.ts";
export {
  type AccountRecord,
  type AccountStatus,
  type Appeal,
  type AppealState,
  accountStatus,
  type CancelReason,
  cancellationAt,
  canLogIn,
  dormancyCancellationAt,
  type Freeze,
  isFunctionAvailable,
} from "./accounts/account-status.ts";
export { appealPagePath } from "./accounts/appeal-page.ts";
export {
  ADDRESS_ACCOUNTS_COUNTED,
  ADDRESS_FAILURES_PER_ACCOUNT,
  ADDRESS_FIRST_DELAY_MS,
  ADDRESS_FREE_FAILURES,
  ADDRESS_MAX_DELAY_MS,
  ADDRESS_SEEN_WINDOW_MS,
  ADDRESS_WINDOW_MS,
  type AddressAttempt,
  addressAllowance,
  addressDelayMs,
  addressWaitSeconds,
} from "./accounts/login-address-throttle.ts";
export {
  type FailureRun,
  isNoticeFailure,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
  LOGIN_NOTICE_AT_FAILURE,
  loginDelayMs,
  loginWaitSeconds,
} from "./accounts/login-throttle.ts";
export { personName } from "./accounts/person-name.ts";
export { type ApiKeyMessageId, apiKeyMessages } from "./apikeys/api-key-messages.ts";
export {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  API_KEY_USAGE_DAYS,
  type ApiKeyNameIssue,
  apiKeyHint,
  checkApiKeyName,
  isApiKeyShape,
  MAX_API_KEYS_PER_ACCOUNT,
  RATE_WINDOW_SECONDS,
  SESSION_DATA_CALLS_PER_MINUTE,
} from "./apikeys/api-keys.ts";
export {
  ALERT_CADENCES,
  type AlertCadence,
  companyTrackRef,
  digestDue,
  isAlertCadence,
  newShipmentsAddress,
  trackedCompanyQuery,
  utcDay,
} from "./collection/alerts.ts";
export { type CollectionMessageId, collectionMessages } from "./collection/collection-messages.ts";
export {
  COLLECTION_KINDS,
  type CollectionKind,
  checkReference,
  collectionAddress,
  datasetList,
  type ItemReference,
  isCollectionKind,
  recordId,
  referenceKey,
  TRACK_ROLES,
  type TrackRole,
} from "./collection/collection-reference.ts";
export { checkNote, checkTags, itemTitle, normaliseTag, splitTags } from "./collection/collection-text.ts";
export {
  parseQueryString,
  quickSearchAddress,
  SEARCH_SCREEN_PATH,
  savedSearchAddress,
  savedSearchQuery,
} from "./collection/saved-search.ts";
export {
  CONSOLE_CONFIG_ELEMENT_ID,
  type ConsoleConfig,
  DEFAULT_CONSOLE_CONFIG,
  parseConsoleConfig,
} from "./console/console-config.ts";
export {
  CONSOLE_ROUTES,
  type ConsoleDecision,
  type ConsoleRoute,
  type ConsoleRouteId,
  consoleDecision,
  matchConsoleRoute,
  RETURN_TO_KEY,
  safeReturnPath,
} from "./console/console-routes.ts";
export {
  API_REFERENCE_DOCUMENT,
  BUILD_ORIGIN_FILE,
  COMPRESSIBLE_EXTENSIONS,
  INLINE_SCRIPT_HASHES_FILE,
  OPENAPI_DOCUMENT_PATH,
  SHARED_PO_CATALOGUE,
} from "./constants/build-files.ts";
export {
  ALERTS_LISTED,
  COLLECTION_MAX_ITEMS,
  COLLECTION_NOTE_MAX,
  COLLECTION_TAG_MAX,
  COLLECTION_TAGS_PER_ITEM,
  COLLECTION_TITLE_MAX,
  RECENT_SEARCHES_KEPT,
  TRACKED_COMPANIES_MAX,
  TRACKED_SEARCHES_MAX,
} from "./constants/collection.ts";
export {
  EXPORT_HEARTBEAT_MS,
  EXPORT_POLL_MS,
  EXPORT_RETENTION_MS,
  EXPORT_STALE_MS,
  EXPORTS_IN_PROGRESS_MAX,
  EXPORTS_LISTED,
} from "./constants/exports.ts";
export {
  BREAKPOINT_LARGE_PX,
  BREAKPOINT_MEDIUM_MAX_PX,
  BREAKPOINT_MEDIUM_PX,
  BREAKPOINT_MINI_PX,
  CONSOLE_MENU_COLLAPSE_PX,
  HEADER_HEIGHT_PX,
  PUBLIC_MENU_COLLAPSE_PX,
} from "./constants/layout.ts";
export {
  PACKAGE_EXPIRY_WARNING_DAYS,
  PACKAGE_PRICES_USD_PER_YEAR,
  PACKAGE_TERM_MONTHS,
  PACKAGE_TIER_IDS,
  type PackageTierId,
} from "./constants/packages.ts";
export {
  DATE_FORMAT,
  DOWNLOAD_PAGE_SIZE,
  EXACT_COUNT_LIMIT,
  EXPORT_ROW_LIMIT_DEFAULT,
  EXPORT_ROW_LIMIT_FREE_MEMBER,
  EXPORT_ROW_LIMIT_STAFF,
  MAX_TOP_PAGE,
  PAGE_SIZE_CHOICES,
  PAGE_SIZE_DEFAULT,
  type PageSize,
  PORT_FACET_CODES,
} from "./constants/paging.ts";
export { HYDRATED_MARK } from "./constants/performance-marks.ts";
export {
  ACCOUNT_DORMANCY_MONTHS,
  ADULT_AGE_YEARS,
  DAY_MS,
  MAX_SERIES_MONTHS,
  ORDER_RESERVATION_DAYS,
  PRIVACY_ACCESS_REPLY_DAYS,
  PRIVACY_CORRECTION_DAYS,
  PRIVACY_GENERAL_REPLY_DAYS,
} from "./constants/periods.ts";
export {
  CREDIT_REPORT_COMPANIES,
  CREDIT_REPORT_COUNTRIES,
  CREDIT_REPORT_DOWNLOAD_EUR,
  CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR,
  CREDIT_REPORT_TURNAROUND,
  DEBT_CLIENT_SHARE_PERCENT,
  DEBT_COLLECTOR_SHARE_PERCENT,
  DEBT_LEGAL_FEE_MIN_USD,
  ENTERPRISE_USERS,
  USER_COUNTRIES,
  UTILITIES_LIST,
} from "./constants/services.ts";
export {
  CHUNK_RELOAD_WINDOW_MS,
  FETCH_DELAY_MS,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_THROTTLE_MS,
  PREFETCH_IDLE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  RESIZE_SCROLL_THROTTLE_MS,
  VERIFY_CODE_COUNTDOWN_SECONDS,
} from "./constants/timing.ts";
export { type CustomerMessageId, customerMessages } from "./customers/customer-messages.ts";
export {
  CUSTOMER_ORIGIN,
  type CustomerOrigin,
  type CustomerOriginCode,
  type CustomerOriginFields,
  customerOriginCode,
  customerOriginFilterLabel,
  customerOriginLabel,
  deriveCustomerOrigin,
} from "./customers/customer-origin.ts";
export {
  CUSTOMER_STATUS,
  type CustomerStatus,
  customerStatusLabel,
  isCustomerStatus,
  parseCustomerStatus,
} from "./customers/customer-status.ts";
export {
  COUNTRIES,
  type Country,
  type CountryCode,
  countryByCode,
  knownCountry,
} from "./datasets/countries.ts";
export {
  COVERED_COUNTRIES,
  DATA_COUNTRIES,
  datasetsOfCountry,
  isSilkRoadDataset,
} from "./datasets/country-coverage.ts";
export { CUSTOMS_DATASETS, customsDatasetByValue, SILK_ROAD_MEMBERS } from "./datasets/customs-catalogue.ts";
export {
  customsEnglishLabel,
  type DatasetMessageId,
  datasetMessages,
  datasetNameMessages,
} from "./datasets/dataset-messages.ts";
export {
  findDataset,
  isDatasetCategory,
  isDescriptionSearchAvailable,
  isHsCodeSearchAvailable,
  isTypeValidForRole,
  ownsDataset,
} from "./datasets/dataset-rules.ts";
export {
  type AnyDataset,
  CONTINENTS,
  type Continent,
  type CustomsCode,
  type CustomsDataset,
  DATASET_CATEGORY,
  DATASET_TYPES,
  type DatasetCategory,
  type DatasetFlags,
  type DatasetType,
  type Direction,
  type SearchRole,
  type ShipDataset,
  type SourceKind,
  type SourceVariant,
  type TransitDataset,
} from "./datasets/dataset-types.ts";
export { ISO_COUNTRY_CODES, isIsoCountryCode } from "./datasets/iso-countries.ts";
export { type ContinentGroup, ownedDatasetsByContinent } from "./datasets/owned-by-continent.ts";
export {
  bitsToFlags,
  flagsToBits,
  isOwnershipCode,
  NO_OWNERSHIP,
  OWNERSHIP_CODE_LENGTH,
  type OwnershipFlags,
  ownedFlags,
  ownsCustomsDataset,
  type SelectedDataset,
  SHIP_BIT_INDEX,
  selectedOfType,
  TRANSIT_BIT_INDEX,
  withTypeSelection,
} from "./datasets/ownership-bits.ts";
export { SHIP_DATASETS, TRANSIT_DATASETS } from "./datasets/ship-transit-catalogue.ts";
export {
  GRANTABLE_DATASETS,
  ownsTradeDataset,
  TRADE_DATASET_CODE,
  tradeDatasetCode,
  tradeDatasetOf,
} from "./datasets/trade-dataset-codes.ts";
export {
  activePackageEntitlements,
  deriveEntitlements,
  type EntitlementSources,
  type Entitlements,
  isTermActive,
  joinEntitlements,
  NO_ENTITLEMENTS,
  type PackageTerm,
  packageEntitlements,
  type TeamShare,
} from "./entitlements/entitlements.ts";
export {
  type PackageCountryCount,
  packageCountries,
  packageCountryCount,
  packageDatasets,
  packageOwnershipCode,
} from "./entitlements/package-coverage.ts";
export { PACKAGE_GRANTS, type PackageGrant } from "./entitlements/package-grants.ts";
export {
  coverEnd,
  type ExpiryWarning,
  expiryWarningOf,
  type PurchaseKind,
  purchaseOf,
  termsAround,
} from "./entitlements/package-renewal.ts";
export {
  holdsTeamPermission,
  isTeamPermission,
  TEAM_PERMISSIONS,
  type TeamPermission,
  teamPermissionsOf,
  withTeamPermissions,
} from "./entitlements/team-permissions.ts";
export { newTerm, newTermStart } from "./entitlements/term-start.ts";
export { isChunkLoadFailure, shouldReloadForChunkFailure } from "./errors/chunk-reload.ts";
export {
  type CallAnswer,
  type CallOutcome,
  classifyResponse,
  type Notice,
} from "./errors/classify-response.ts";
export {
  behaviourOfCode,
  CODE_MESSAGES,
  type ErrorBehaviour,
  type NoticeLevel,
  SITUATION_BEHAVIOURS,
  SITUATIONS,
  type Situation,
} from "./errors/error-catalogue.ts";
export {
  DESIGNED_CODES,
  ERROR_CODES,
  EXPIRED_CODES,
  IDENTITY_SUCCESS_CODES,
  isExpiredCode,
  isSuccessCode,
  SUCCESS_CODES,
} from "./errors/error-codes.ts";
export { type ErrorMessageId, errorMessages } from "./errors/error-messages.ts";
export { type ErrorPage, errorPageOf, type PageFailure } from "./errors/error-page.ts";
export {
  EXPORT_STATUSES,
  type ExportFilePage,
  type ExportKind,
  type ExportLife,
  type ExportStatus,
  exportFileCount,
  exportFileName,
  exportFilePage,
  exportPercent,
  exportRowsExpected,
  isExportExpired,
  isExportStale,
  PROFILE_TABLES,
  type ProfileTable,
} from "./exports/export-jobs.ts";
export { type ExportMessageId, exportMessages } from "./exports/export-messages.ts";
export { localeOfAcceptLanguage } from "./locale/accept-language.ts";
export {
  formatLangCookie,
  type InvalidLangCookie,
  isAllowedLangCookie,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANG_COOKIE_NAME,
  LANG_COOKIE_VALUES,
  localeFromLangCookie,
  parseLangCookie,
} from "./locale/lang-cookie.ts";
export {
  CROSS_LANGUAGE_PATHS,
  type LanguageChange,
  planLanguageChange,
  switchLanguagePath,
} from "./locale/language-switch.ts";
export {
  DEFAULT_LOCALE,
  homePathOf,
  isLocale,
  LOCALE_NATIVE_NAMES,
  LOCALE_SEGMENTS,
  LOCALES,
  type Locale,
  localeOfSegment,
  segmentOfLocale,
} from "./locale/locale.ts";
export { listOr } from "./locale/number-words.ts";
export {
  homeForUnmatched,
  localeForcedByUrl,
  type ScrollTarget,
  SIGNED_IN_CN_REDIRECTS,
  scrollTargetOf,
  signedInRedirect,
} from "./locale/route-locale.ts";
export {
  firstSegment,
  joinUrl,
  pathSegments,
  queryValue,
  splitUrl,
  type UrlParts,
  withoutQueryKey,
  withQueryValue,
} from "./locale/url-parts.ts";
export {
  consoleLangCookie,
  ENVELOPE_DEFAULT_LOCALE,
  envelopeLocale,
  localeOfLinkQuery,
  type VisitLanguage,
  visitorLocale,
  withLinkLanguage,
} from "./locale/visit-locale.ts";
export { defineMessages } from "./messages/define-messages.ts";
export {
  englishMessages,
  isMessageId,
  MESSAGE_TABLES,
  type MessageId,
} from "./messages/message-catalogue.ts";
export { type AccountMenu, buildAccountMenu } from "./navigation/account-menu.ts";
export { buildAlternativeMenu } from "./navigation/alternative-menu.ts";
export {
  buildContactWidget,
  type ContactConfig,
  type ContactEntry,
  qqConsultHref,
  telHref,
} from "./navigation/contact-widget.ts";
export { flattenMenu, type MenuEntry, visibleMenuIds } from "./navigation/flatten-menu.ts";
export { buildMainMenu } from "./navigation/main-menu.ts";
export { businessItem } from "./navigation/menu-business.ts";
export { consoleDashboardItem, costItem, packageItem } from "./navigation/menu-console.ts";
export { dashboardItem, dataCentreItem, tradeSearchItem } from "./navigation/menu-data.ts";
export { marketingItem } from "./navigation/menu-marketing.ts";
export { servicesItem, THIRD_PARTY_SERVICES } from "./navigation/menu-services.ts";
export { aiToolsItem } from "./navigation/menu-tools.ts";
export { TEST_BASES, testSession } from "./navigation/nav-fixtures.ts";
export { type NavGates, navGates } from "./navigation/nav-gates.ts";
export { type NavMessageId, navMessages } from "./navigation/nav-messages.ts";
export {
  at,
  type NavBases,
  type NavContent,
  type NavItem,
  type NavItemSpec,
  type NavListSource,
  type NavLocale,
  type NavTarget,
  navItem,
  publicItem,
  publicPath,
} from "./navigation/nav-model.ts";
export { buildNavigation, type NavInput, type NavVariant } from "./navigation/navigation.ts";
export {
  oemHosts,
  oemOpenUrl,
  oemOrigins,
  openableUrl,
  originsByHost,
  systemOrigin,
} from "./navigation/oem-open-url.ts";
export { blogPath, buildFooter, type FooterConfig, type FooterEntry } from "./navigation/public-footer.ts";
export { buildPublicHeader, type PublicHeader } from "./navigation/public-header.ts";
export {
  buildSystemSwitcher,
  type SsoRedirectQuery,
  type SwitcherAction,
  type SwitcherEntry,
  type SystemSwitcher,
  ssoRedirectQuery,
} from "./navigation/system-switcher.ts";
export {
  type UtilitiesListResponse,
  type UtilitiesRow,
  utilitiesListQuery,
  utilitiesMenuItems,
  withUtilitiesRows,
} from "./navigation/utilities-list.ts";
export {
  canPayOrder,
  type InvalidReason,
  isAgreementVoid,
  type Order,
  type OrderState,
  orderInvalidation,
  orderState,
  orderStateMessage,
  reservationDeadline,
  type ServiceChange,
  type ServiceChangeKind,
} from "./orders/order-lifecycle.ts";
export { type OrderMessageId, orderMessages } from "./orders/order-messages.ts";
export { type OrderQuote, orderTotal } from "./packages/order-total.ts";
export { type PackageMessageId, packageMessages } from "./packages/package-messages.ts";
export { isPackageActive, packageExpiry } from "./packages/package-term.ts";
export {
  type CoverageText,
  coverageText,
  findPackageTier,
  isPackageTierId,
  PACKAGE_TIERS,
  type PackageTierTerms,
  packageTierLabel,
} from "./packages/package-tiers.ts";
export {
  isOnlinePayment,
  isPaymentMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMethodLabel,
  type RefundTerms,
  refundNotice,
} from "./packages/payment-methods.ts";
export {
  parseTransferReference,
  TRANSFER_REFERENCE_PREFIX,
  type TransferReferenceIssue,
  transferReference,
} from "./packages/transfer-reference.ts";
export { addUtcMonths } from "./packages/utc-months.ts";
export {
  ACCOUNT_LEVELS,
  isPaidTier,
  MEMBERSHIP_TIERS,
  type MembershipLevel,
  type MembershipTier,
  membershipTierOf,
  strictTierOf,
  TIER_MASK,
  tierOfLevel,
} from "./permissions/account-levels.ts";
export { type CostPageTarget, costPageTarget, hasCostPermission } from "./permissions/cost-access.ts";
export { exportRowLimit } from "./permissions/export-limit.ts";
export {
  hasAiMarketing,
  hasDownloadLimit,
  hasEmail,
  hasMarketAnalysis,
  hasMarketing,
  hasOpenPlatform,
  hasRecommend,
  hasTradeSo,
} from "./permissions/permission-checks.ts";
export type { CdsPermission, Permissions, TsPermissions } from "./permissions/permission-tree.ts";
export {
  composePermissionValue,
  decomposePermissionValue,
  hasFeatureBit,
  isValidPermissionValue,
  PERMISSION_FEATURE_NAMES,
  PERMISSION_FEATURES,
  PERMISSION_VALUE_LIMIT,
  type PermissionFeature,
  type PermissionValue,
  type PermissionValueIssue,
} from "./permissions/permission-value.ts";
export {
  type PermissionsMessageId,
  permissionsMessages,
  TIER_LABELS,
} from "./permissions/permissions-messages.ts";
export {
  ACCOUNT_TYPES,
  type AccountType,
  canConfirmTransfers,
  canDecideOnAccount,
  canManageInformation,
  canOpenAdminPages,
  canReadAudit,
  hasRole,
  isAccountType,
  isPaymentUser,
  SESSION_ROLES,
  type SessionRole,
} from "./permissions/roles.ts";
export type { Clock } from "./ports/clock.ts";
export {
  CLASS_LENGTH,
  isLegalForm,
  LEGAL_FORMS,
  type LengthClass,
  lengthClass,
  MASK_CHAR,
  maskName,
} from "./public-data/name-mask.ts";
export { type PublicDataMessageId, publicDataMessages } from "./public-data/public-data-messages.ts";
export {
  isFullBill,
  lastMonths,
  type MonthCount,
  pickSampleBill,
  SAMPLE_TREND_MONTHS,
  type SampleBillCandidate,
} from "./public-data/samples.ts";
export {
  readTryWords,
  TRY_SEARCH_DATASET,
  TRY_SEARCH_HIDDEN,
  TRY_SEARCH_MAX_LENGTH,
  TRY_SEARCH_ROWS,
  type TrySearchIssue,
  type TrySearchRow,
  type TrySearchSource,
  trySearchRow,
} from "./public-data/try-search.ts";
export { CLAUSE_OPENING_WORDS, goodsIndexText } from "./search/goods-index-text.ts";
export { HS_COMMON_NAMES, type HsCommonName } from "./search/hs-common-names.ts";
export { findHsCodes, type HsEntry } from "./search/hs-find.ts";
export { type HsSectionMessageId, hsSectionMessages } from "./search/hs-section-messages.ts";
export {
  HS_SECTIONS,
  type HsChildLevel,
  type HsSection,
  hsChildLevel,
  hsPathOf,
  hsSectionOf,
  isHsSection,
} from "./search/hs-tree.ts";
export {
  type FoldedText,
  foldText,
  HAN,
  type Meet,
  queryMeets,
  wordStem,
  wordsMeet,
} from "./search/hs-words.ts";
export { daysInMonth, isIsoDate, isoDateOf } from "./search/iso-date.ts";
export {
  clampPage,
  downloadPaging,
  isPageSize,
  normalizePageSize,
  readPage,
  resultPages,
} from "./search/paging.ts";
export { findPorts, type PortEntry } from "./search/port-lookup.ts";
export { type RangeIssue, rangeIssue, readAmount } from "./search/range-issues.ts";
export {
  isShipmentSearchKind,
  maySearchBy,
  SHIPMENT_SEARCH_KINDS,
  type ShipmentSearchKind,
  searchKindsOf,
  userSearchKinds,
} from "./search/search-kinds.ts";
export { type SearchMessageId, searchMessages } from "./search/search-messages.ts";
export { searchParamIssues } from "./search/search-param-issues.ts";
export {
  type SearchRequest,
  type SearchTypeCode,
  searchTypeCode,
  transformSearchParams,
} from "./search/search-params.ts";
export {
  fieldValue,
  parseWords,
  printWords,
  WORD_FIELDS,
  type WordField,
  type WordsNode,
} from "./search/search-words.ts";
export {
  asciiLower,
  hasField,
  isFindable,
  NO_HEADING,
  planOfText,
  planWords,
  textMatches,
  type WordsPlan,
  type WordsRow,
  withHeadingWords,
  wordsMatch,
} from "./search/search-words-match.ts";
export {
  type CatalogueEntry,
  type CatalogueGroup,
  customsCatalogueGroups,
  kindsForDatasets,
  type SearchableGroup,
  searchableDatasets,
  tradeCatalogueGroups,
} from "./search/searchable-datasets.ts";
export type { DeptInfo, OemDomain, OemLanguage, Session } from "./session/session.ts";
export {
  type SessionEffect,
  type SessionEvent,
  sessionReducer,
  type Transition,
} from "./session/session-machine.ts";
export { type SessionMessageId, sessionMessages } from "./session/session-messages.ts";
export { INITIAL_SESSION_STATE, isSignedIn, type SessionState } from "./session/session-state.ts";
export { err, ok, type Result } from "./shared/result.ts";
export {
  ABOUT_US_ANCHORS,
  CHINESE_NAV_GROUPS,
  chineseAnchorHref,
  type NavGroup,
  type PageAnchor,
  UTILITIES_ANCHOR,
} from "./site/chinese-nav.ts";
export { type Alternate, alternatesOf, HREFLANG } from "./site/hreflang.ts";
export {
  COUNTRY_QUERY_KEY,
  type PageToServe,
  type PageVariant,
  pageToServe,
  pageVariantOf,
  pageVariantsOf,
  variantFilePath,
} from "./site/page-variants.ts";
export { type PaymentLookup, paymentLookupOf, paymentPagePath } from "./site/payment-lookup.ts";
export { type RouteEntry, resolveRouteEntry, type Visit } from "./site/route-entry.ts";
export { matchRoute, type RouteMatch } from "./site/route-match.ts";
export { type SiteMessageId, siteMessages } from "./site/site-messages.ts";
export { prerenderPaths, routeById, SITE_ROUTES, type SiteRoute } from "./site/site-routes.ts";
export {
  isSolutionsSectionActive,
  RU_SOLUTION_SLUGS,
  SOLUTIONS,
  type Solution,
  solutionByContId,
  solutionDetailHref,
  solutionOfQuery,
} from "./site/solutions.ts";
export { alpha2OfCnCustoms, cnCustomsCodeOf } from "./stats/cn-customs-countries.ts";
export {
  CN_CUSTOMS_COLUMNS,
  CN_CUSTOMS_REQUIRED_COLUMNS,
  CN_FLOW_COLUMN,
  CN_KILOGRAM,
  cnFlowOfFileName,
  readCnCustomsRow,
} from "./stats/cn-customs-layout.ts";
export { CN_PROVINCES, isProvinceCode, provinceByCode } from "./stats/cn-provinces.ts";
export { CN_TRADE_MODES, isTradeModeCode, type TriName, tradeModeByCode } from "./stats/cn-trade-modes.ts";
export { COMTRADE_COLUMNS, COMTRADE_REQUIRED_COLUMNS, readComtradeRow } from "./stats/comtrade-layout.ts";
export { alpha2OfAlpha3 } from "./stats/iso-alpha3.ts";
export { mayOpenMarketAnalysis } from "./stats/stats-access.ts";
export {
  changeRatio,
  type Headline,
  type HeadlineSums,
  headlineOf,
  type MonthSums,
  monthlySeries,
  STATS_TOP_PRODUCTS,
  shareOf,
  singleUnit,
  topProducts,
  type UnitSum,
} from "./stats/stats-figures.ts";
export { type StatsMessageId, statsMessages } from "./stats/stats-messages.ts";
export {
  comparePartnerRows,
  readStatsPartnerOrder,
  type SortablePartner,
  STATS_PARTNER_SORTS,
  type StatsPartnerOrder,
  type StatsPartnerSort,
} from "./stats/stats-order.ts";
export {
  addMonths,
  DEFAULT_PERIOD_MONTHS,
  isYearMonth,
  monthIndex,
  monthOfIndex,
  monthsBetween,
  periodNumber,
  periodText,
  resolvePeriod,
  type StatsPeriod,
  yearEarlier,
  yearEarlierLoaded,
} from "./stats/stats-period.ts";
export {
  readStatsQuery,
  STATS_FLOWS,
  STATS_MAX_MONTHS,
  STATS_SOURCE_SHAPE,
  STATS_SOURCES,
  type StatsCurrency,
  type StatsFlow,
  type StatsHsLevel,
  type StatsQuery,
  type StatsQueryIssue,
  type StatsSource,
} from "./stats/stats-query.ts";
export {
  readStatsAmount,
  type StatsImportReason,
  type StatsRow,
  type StatsRowReading,
  statsImportMessages,
  statsRowKey,
} from "./stats/stats-row.ts";
export { type YearComparison, yearComparison } from "./stats/year-comparison.ts";
export {
  type AmsBillType,
  type AmsInBondEntryType,
  type AmsLoadStatus,
  type AmsRecordStatus,
  type AmsServiceType,
  type AmsTransportMode,
  amsBillType,
  amsFlashPoint,
  amsInBondEntryType,
  amsLoadStatus,
  amsRecordStatus,
  amsServiceType,
  amsTransportMode,
  type FlashPoint,
} from "./trade/ams-codes.ts";
export {
  AMS_COLUMNS,
  AMS_LOAD_ORDER,
  AMS_REQUIRED_COLUMNS,
  AMS_TABLES,
  type AmsFileName,
  type AmsRow,
  type AmsTable,
  amsFileName,
  parseAmsFileName,
} from "./trade/ams-layout.ts";
export { type AmsCell, type AmsLineRow, joinAmsLines } from "./trade/ams-lines.ts";
export {
  type AmsCheckedRow,
  type AmsRowCheck,
  type AmsSkipReason,
  checkAmsRow,
  isKnownWeightUnit,
  weightInKg,
} from "./trade/ams-rows.ts";
export { type BroadQueryRefusal, broadQueryRefusal, shipmentPages } from "./trade/broad-query.ts";
export {
  BUYER_SORT_FIELDS,
  type BuyerOrder,
  type BuyerSortable,
  type BuyerSortField,
  buyerOrderParams,
  compareBuyers,
  DEFAULT_BUYER_ORDER,
  FORWARDERS_INCLUDED,
  mayUseBuyerSearch,
  nextBuyerOrder,
  readBuyerOrder,
  readBuyerSearch,
  readForwarders,
  shipmentsPerMonth,
} from "./trade/buyer-search.ts";
export {
  type CommKind,
  type CompanyInfo,
  commKindOf,
  companyInfoOf,
  type PartyRowSeen,
} from "./trade/company-info.ts";
export {
  AMS_NAME_LENGTH,
  companyKey,
  companyNameWords,
  isNearLegalForm,
  looksLikeLogistics,
  nearlyEqual,
} from "./trade/company-key.ts";
export {
  type MergeReason,
  oneEditApart,
  type PartyName,
  pairwiseScores,
  type Resolution,
  type ResolvedCompany,
  resolveCompanies,
} from "./trade/company-merge.ts";
export { estimatedTotal, twoFigures } from "./trade/count-estimate.ts";
export {
  checkDeclarationRow,
  DECLARATION_COLUMNS,
  DECLARATION_REQUIRED_COLUMNS,
  type DeclarationCheck,
  type DeclarationFileName,
  type DeclarationSkipReason,
  declarationFileName,
  parseDeclarationFileName,
} from "./trade/declaration-layout.ts";
export {
  contactMatches,
  DIRECTORY_MATCH,
  DIRECTORY_SEARCH_TYPE,
  type DirectoryIssue,
  type DirectoryMatch,
  type DirectorySearch,
  mayUseTradeSearch,
  readDirectorySearch,
} from "./trade/directory-search.ts";
export {
  CUT_MARK,
  cutText,
  DESCRIPTION_LIMIT,
  FIELD_LIMIT,
  fieldLimitOf,
  LONG_FIELD_LIMIT,
} from "./trade/import-limits.ts";
export { type ImportMessageId, importMessages } from "./trade/import-messages.ts";
export {
  addFigure,
  isKnownFigure,
  type KnownCoverage,
  type KnownSum,
  knownCoverage,
  knownNoteParams,
  knownSumCell,
  knownSumOf,
  mergeKnownSums,
  NO_SHIPMENTS,
} from "./trade/known-figures.ts";
export { emptyTradeMonth, fillMonths, type MonthRange, yearMonthOf } from "./trade/month-series.ts";
export {
  type LeftOutDataset,
  type NeedsScope,
  ownedTradeCodes,
  type ScopeNeed,
  type ScopeRefusal,
  scopeByNeeds,
} from "./trade/needs-scope.ts";
export {
  comparePartners,
  DEFAULT_PARTNER_ORDER,
  firstDirectionDescending,
  nextPartnerOrder,
  PARTNER_SORT_FIELDS,
  type PartnerOrder,
  type PartnerSortable,
  type PartnerSortField,
  partnerOrderParams,
  readPartnerOrder,
} from "./trade/partner-order.ts";
export {
  isPortCode,
  normalisePortCode,
  PORT_CODE,
  type PortCodeKind,
  portCodeCountry,
  portCodeKind,
} from "./trade/port-codes.ts";
export { mergePortFacet, type PortFacetEntry, type PortOfCode } from "./trade/port-facet-merge.ts";
export {
  buildPortCatalogue,
  customsCodeOf,
  expandPortCodes,
  type PortCatalogue,
  type PortIdentity,
  type PortLocalNames,
  type PortNameLocale,
  type PortRow,
  portOfCode,
} from "./trade/port-identity.ts";
export { localPortName, withLocalNames } from "./trade/port-local-names.ts";
export { headingsForText, needsProductTerms, type ProductTerm } from "./trade/product-terms.ts";
export { displayName, type Spelling } from "./trade/resolution/display-name.ts";
export {
  type FeedbackRefusal,
  type FirmReport,
  type FirmSpellings,
  reportShapeRefusal,
  ruleOfReport,
} from "./trade/resolution/feedback-rule.ts";
export type { FirmRule, FirmRuleKind, SpellingRef } from "./trade/resolution/firm-rules.ts";
export {
  type ForwarderReason,
  forwarderReasons,
  isMainForwarder,
  MAIN_FORWARDERS,
} from "./trade/resolution/forwarders.ts";
export {
  type ComparedName,
  comparedName,
  compareNames,
  NAME_LEVELS,
  type NameLevel,
} from "./trade/resolution/name-compare.ts";
export {
  addressStart,
  cutFormTail,
  dropBranchSegments,
  joinLetterRuns,
  legalFormRuns,
  mendLegalSlips,
  type Run,
} from "./trade/resolution/name-parts.ts";
export {
  ABBREVIATIONS,
  ADDRESS_OPENERS,
  BRANCH_WORDS,
  HAN_FORM,
  LEGAL_PHRASES,
  LEGAL_WORDS,
  STOP_WORDS,
  STREET_WORDS,
  US_STATES,
} from "./trade/resolution/name-words.ts";
export {
  type BlockedFirm,
  blockingKeys,
  candidatePairs,
  deletions,
} from "./trade/resolution/party-blocking.ts";
export {
  type ComparedFirm,
  comparePair,
  type Evidence,
  FIELDS,
  type Field,
  type FieldLevel,
  type FirmEvidence,
  type PairScore,
  pairWeight,
} from "./trade/resolution/party-compare.ts";
export {
  type PartyContact,
  packContact,
  partyContactOf,
  unpackContact,
} from "./trade/resolution/party-contact.ts";
export { type PartyEvidence, type PartyRow, partyEvidence } from "./trade/resolution/party-evidence.ts";
export { type NameNoise, type ParsedPartyName, parsePartyName } from "./trade/resolution/party-name.ts";
export { type FirmNode, nodesOf } from "./trade/resolution/party-nodes.ts";
export {
  explainPair,
  type FirmLink,
  type PartyResolution,
  type ResolveOptions,
  resolveParties,
} from "./trade/resolution/party-resolve.ts";
export {
  APART_WEIGHT,
  FIELD_WEIGHTS,
  LINK_WEIGHT,
  NAME_WEIGHTS,
  PRIOR_WEIGHT,
  WEIGHT_CAP,
} from "./trade/resolution/party-weights.ts";
export { firmsOf, type ResolvedFirm } from "./trade/resolution/resolved-firms.ts";
export { planRules, type RulePlan } from "./trade/resolution/rule-plan.ts";
export {
  assignFirmIds,
  type FirmIdAssignment,
  spellingId,
  stableFirmIds,
} from "./trade/resolution/stable-ids.ts";
export {
  resolveForStore,
  type StoredPartyRow,
  type StoreFirm,
  type StoreLink,
  type StoreResolution,
  type StoreSpelling,
} from "./trade/resolution/store-resolution.ts";
export { jaro, jaroWinkler, jaroWinklerBound, osaDistance } from "./trade/resolution/string-distance.ts";
export { normaliseText, textTokens, unicodeFold } from "./trade/text-normalise.ts";
export { mayOpenPartnerReport, tradeQueryRefusal } from "./trade/trade-access.ts";
export {
  type AmsBillRows,
  billKeyOf,
  countedSources,
  laterVersion,
  recordKey,
  searchModeOfAms,
  shipmentOfAmsBill,
  type TradeParty,
  type TradeShipment,
} from "./trade/trade-bill.ts";
export { type TradeMessageId, tradeMessages } from "./trade/trade-messages.ts";
export {
  type FirmFilter,
  type LoadedRange,
  type NumberRange,
  readTradeQuery,
  TRADE_FACETS,
  TRADE_SORT_FIELDS,
  type TradeFacet,
  type TradeQuery,
  type TradeSortField,
  tradeQueryParams,
} from "./trade/trade-query.ts";
export {
  TRADE_QUERY_ISSUE_FIELDS,
  type TradeQueryIssue,
  tradeQueryIssueField,
} from "./trade/trade-query-issues.ts";
export { type TradeRefusal, type TradeScope, tradeQueryScope } from "./trade/trade-scope.ts";
export {
  type BasicInfoField,
  type BasicInfoInput,
  basicInfoIssues,
  checkBasicInfoEmail,
  checkBasicInfoPhone,
  needsEmailCode,
} from "./validation/basic-info.ts";
export {
  CONTACT_FORM_ORDER,
  type ContactFormField,
  type ContactFormValues,
  emptyContactForm,
  validateContactForm,
} from "./validation/contact-form.ts";
export {
  CREDIT_ENQUIRY_ORDER,
  type CreditEnquiryField,
  type CreditEnquiryValues,
  emptyCreditEnquiry,
  isCompanyWebsite,
  validateCreditEnquiry,
} from "./validation/credit-enquiry.ts";
export {
  DEBT_CLAIM_ORDER,
  DEBT_CLAIM_REQUIRED,
  type DebtClaimField,
  type DebtClaimValues,
  emptyDebtClaim,
  validateDebtClaim,
} from "./validation/debt-claim.ts";
export { DEBT_VALUE_PATTERN, parseDebtValue } from "./validation/debt-value.ts";
export {
  DEMO_REQUEST_SUBMIT_ORDER,
  type DemoRequestField,
  type DemoRequestPayload,
  type DemoRequestValues,
  demoRequestPayload,
  demoRequestSubmitIssue,
  emptyDemoRequest,
  nextRequestButtonEnabled,
  sendCodeIssue,
  validateDemoRequest,
} from "./validation/demo-request.ts";
export {
  DOMAIN_PATTERN,
  EMAIL_PATTERN,
  isDomain,
  isEmail,
  isStrictEmail,
  STRICT_EMAIL_PATTERN,
} from "./validation/email-pattern.ts";
export {
  collectIssues,
  type FieldCheck,
  type FieldIssue,
  firstIssue,
  isBlank,
  optionalText,
  requiredText,
  textLength,
} from "./validation/field-checks.ts";
export {
  ADDRESS_MAX_LENGTH,
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_PAYLOAD_MAX_LENGTH,
  DEBT_VALUE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  SITE_URL_MAX_LENGTH,
} from "./validation/field-limits.ts";
export { ageInYears, needsGuardian, parseCalendarDate } from "./validation/guardian.ts";
export {
  checkLastContactDate,
  LATEST_UTC_OFFSET_MS,
  latestCalendarDate,
} from "./validation/last-contact-date.ts";
export { LOGIN_ORDER, type LoginField, type LoginValues, loginIssues } from "./validation/login-form.ts";
export {
  emptyForgot,
  emptyNewPassword,
  FORGOT_PASSWORD_ORDER,
  type ForgotPasswordField,
  type ForgotPasswordValues,
  NEW_PASSWORD_ORDER,
  type NewPasswordField,
  type NewPasswordValues,
  validateForgotPassword,
  validateNewPassword,
} from "./validation/password-reset.ts";
export { isPhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, PHONE_PATTERN } from "./validation/phone.ts";
export {
  captchaMatches,
  checkPassword,
  emptyPurchaseForm,
  PURCHASE_FORM_ORDER,
  type PurchaseFormField,
  type PurchaseFormValues,
  validatePurchaseForm,
} from "./validation/purchase-form.ts";
export {
  idleSendCodeButton,
  nextSendCodeButton,
  type SendCodeButtonEvent,
  type SendCodeButtonState,
  sendCodeButtonView,
} from "./validation/send-code-button.ts";
export {
  normaliseSiteUrl,
  type SiteUrl,
  type SiteUrlRefusal,
  type SiteUrlRefusalReason,
} from "./validation/site-url.ts";
export {
  isValidationMessageId,
  type ValidationMessageId,
  validationMessages,
} from "./validation/validation-messages.ts";
export { parseUrl, type WhatwgUrl } from "./validation/whatwg-url.ts";

// The composition root of the provider: builds every area from its dependencies and mounts them on
// one Hono app (API, OpenAPI document, development pages, the built UI).

import { endpoints, redeemOemTicket, toOpenApi } from "@portolan/contracts";
import { ERROR_CODES } from "@portolan/core";
import { Hono } from "hono";
import type { AppDeps } from "./app-deps.ts";
import { writeBodyLimit } from "./http/body-limit.ts";
import { parseTrustedProxies } from "./http/client-address.ts";
import { csrfGuard } from "./http/csrf.ts";
import { failureResponse } from "./http/failure-response.ts";
import type { Handlers } from "./http/handler.ts";
import { mountEndpoints } from "./http/mount-endpoints.ts";
import { mountOpenApiDocument } from "./http/openapi-route.ts";
import { failure } from "./http/reply.ts";
import { readInlineScriptHashes, securityHeaders } from "./http/security-headers.ts";
import { serveUi } from "./http/serve-ui.ts";
import { createMailer } from "./mail/create-mailer.ts";
import { mountOutboxPage } from "./mail/outbox-page.ts";
import { PAYPAL_WEBHOOK_PATH } from "./payments/paypal-webhook.ts";
import type { Mailer } from "./ports/mailer.ts";
import { DEFAULT_GENERATOR_OPTIONS } from "./seed/shipment-generator.ts";
import { createAdminArea } from "./services/admin/admin-area.ts";
import { createAlertsArea } from "./services/alerts/alerts-area.ts";
import { UNSUBSCRIBE_PATH } from "./services/alerts/unsubscribe-route.ts";
import { createApiKeyService } from "./services/apikeys/api-key-service.ts";
import { seedDemoApiKeys } from "./services/apikeys/demo-api-keys.ts";
import { createAuthArea } from "./services/auth/auth-area.ts";
import type { ScryptParams } from "./services/auth/password-hash.ts";
import { createCollectionArea } from "./services/collection/collection-area.ts";
import { createCommerceArea } from "./services/commerce/commerce-area.ts";
import { mountInvoiceDownload } from "./services/commerce/receipts/invoice-route.ts";
import { createFirmFeedbackArea } from "./services/firm-feedback/firm-feedback-area.ts";
import { createFormsArea } from "./services/forms/forms-area.ts";
import { preferencesHandlers } from "./services/preferences/preferences-handlers.ts";
import { createReferenceArea } from "./services/reference/reference-area.ts";
import { createVerificationArea } from "./services/verification/verification-area.ts";
import { createStatsArea } from "./stats/stats-area.ts";
import { mountStatsExport } from "./stats/stats-export-route.ts";
import { tradeBuyersHandler, tradeDirectoryHandler } from "./trade/buyer-handlers.ts";
import { createExportJobs } from "./trade/exports/export-jobs.ts";
import { mountTradeExport } from "./trade/exports/export-route.ts";
import { adminFirmEvidenceHandler } from "./trade/firm-evidence-handler.ts";
import { publicSamplesHandler } from "./trade/public/public-samples.ts";
import { publicTrySearchHandler } from "./trade/public/public-try-search.ts";
import { createTradeArea, type TradeArea } from "./trade/trade-area.ts";
import {
  tradeBillHandler,
  tradeCompaniesHandler,
  tradeCompanyProfileHandler,
  tradeFacetsHandler,
  tradePartnersHandler,
  tradeSearchHandler,
} from "./trade/trade-handlers.ts";

/** Requests larger than this are refused before they are read (no form of the product comes close). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface App {
  readonly hono: Hono;
  readonly handlers: Partial<Handlers>;
  /** Writes the demo data on an empty database. */
  readonly seed: () => Promise<void>;
  /** Closes what the app opened itself (the trade store); the accounts database is the caller's. */
  readonly close: () => Promise<void>;
  readonly runDormancyCheck: () => Promise<number>;
  /** The alert check (issue 16): the provider's schedule runs it. */
  readonly runAlertCheck: () => Promise<unknown>;
  /** At start: a store loaded before alerts existed counts as checked (no alert for old data). */
  readonly baselineAlerts: () => Promise<void>;
  /** The warnings before a package ends (D288): the provider's schedule runs it. */
  readonly runExpiryWarnings: () => Promise<number>;
  /** The trade engine the app opened: the operator calls load into it (trade-loads/, D354). */
  readonly trade: TradeArea;
}

export interface AppOverrides {
  readonly mailer?: Mailer;
  /** Cheaper password hashing for test servers (production cost when absent). */
  readonly passwordHashing?: ScryptParams;
}

export const createApp = (deps: AppDeps, overrides: AppOverrides = {}): App => {
  const mailer = overrides.mailer ?? createMailer(deps.config);
  const verification = createVerificationArea(deps, mailer);
  const ports = { captcha: verification.captcha, codes: verification.codes };
  const commerce = createCommerceArea(deps, { mailer });
  const auth = createAuthArea(
    deps,
    { ...ports, services: commerce.services, mailer },
    overrides.passwordHashing ? { passwordHashing: overrides.passwordHashing } : {},
  );
  const forms = createFormsArea(deps, { ...ports, mailer });
  const trade = createTradeArea(deps, { ...DEFAULT_GENERATOR_OPTIONS, records: deps.config.demoRecords });
  const reference = createReferenceArea(deps, trade.totals);
  const apiKeyService = createApiKeyService(
    deps.storage.apiKeys,
    deps.storage.attempts,
    deps.random,
    auth.gate,
  );
  const exportJobs = createExportJobs(
    deps.storage.exportJobs,
    { clock: deps.clock, log: deps.log, exportsDir: deps.config.exportsDir },
    { store: trade.store, entitlements: auth.entitlements, gate: auth.gate },
  );
  // Exports left unfinished by a provider that stopped are failed once they show no sign of life.
  exportJobs.sweep(deps.clock.now()).catch((error) => deps.log.error("export sweep failed", error));
  const collection = createCollectionArea(deps, { totals: trade.totals, entitlements: auth.entitlements });
  const stats = createStatsArea(deps, auth.entitlements);
  const alerts = createAlertsArea(deps, trade, mailer);
  const handlers: Partial<Handlers> = {
    ...collection.handlers,
    ...alerts.handlers,
    ...apiKeyService.handlers,
    ...verification.handlers,
    ...auth.handlers,
    ...forms.handlers,
    ...commerce.handlers,
    ...reference.handlers,
    tradeSearch: tradeSearchHandler(
      trade.store,
      auth.entitlements,
      reference.store.portsByCode,
      collection.recordSearch,
    ),
    tradeFacets: tradeFacetsHandler(trade.store, auth.entitlements, reference.store.portsByCode),
    tradeBill: tradeBillHandler(trade.store, auth.entitlements, reference.store.portsByCode),
    tradeCompanies: tradeCompaniesHandler(trade.store, auth.entitlements),
    tradeCompanyProfile: tradeCompanyProfileHandler(
      trade.store,
      auth.entitlements,
      reference.store.portsByCode,
      trade.identity,
    ),
    tradePartners: tradePartnersHandler(trade.store, auth.entitlements, trade.identity),
    tradeBuyers: tradeBuyersHandler(trade.store, auth.entitlements),
    tradeDirectory: tradeDirectoryHandler(trade.store, auth.entitlements),
    publicSamples: publicSamplesHandler(trade.store),
    publicTrySearch: publicTrySearchHandler(
      trade.store,
      deps.storage.attempts,
      deps.config.trySearchesPerMinute,
    ),
    ...exportJobs.handlers,
    ...stats.handlers,
    ...createAdminArea(deps, {
      services: commerce.services,
      offerAdmin: commerce.admin,
      receipts: commerce.receipts,
    }).handlers,
    ...preferencesHandlers(deps.storage.preferences),
    ...createFirmFeedbackArea(deps, trade.identity).handlers,
    adminFirmEvidence: adminFirmEvidenceHandler(trade.identity, deps.storage.accounts),
  };

  const hono = new Hono();
  hono.use(securityHeaders(readInlineScriptHashes(deps.config.uiDir), deps.config.publicOrigin));
  // PayPal's webhook carries no cookie and no Origin: it proves itself by its signature; an OEM
  // system's server redeems a ticket the same way, by the ticket itself.
  // Exempt: writes that prove themselves without a cookie (a signed webhook, a ticket, the signed
  // token of a mail's one-click unsubscribe, RFC 8058, posted by the mail client, D339).
  hono.use(
    csrfGuard(deps.config.publicOrigin, [PAYPAL_WEBHOOK_PATH, redeemOemTicket.path, UNSUBSCRIBE_PATH]),
  );
  hono.use(
    writeBodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        failureResponse(
          c,
          failure(ERROR_CODES.WRONG_PARAMETERS, "errors.http.tooLarge", {
            params: { kb: MAX_BODY_BYTES / 1024 },
          }),
          413,
        ),
    }),
  );
  mountEndpoints(hono, {
    handlers,
    sessions: auth.sessions,
    apiKeys: apiKeyService.resolve,
    clock: deps.clock,
    secureCookies: deps.config.secureCookies,
    trustedProxies: parseTrustedProxies(deps.config.trustedProxies),
    log: (message, error) => deps.log.error(message, error),
    sessionDataCall: async (accountId, now) =>
      (
        await deps.storage.attempts.reserve(
          [{ key: `data:account:${accountId}`, max: deps.config.sessionDataCallsPerMinute }],
          now - 60_000,
          now,
        )
      ).ok,
    onKeyCall: apiKeyService.countCall,
  });
  commerce.mountWebhook(hono);
  mountTradeExport(hono, {
    sessions: auth.sessions,
    apiKeys: apiKeyService.resolve,
    gate: auth.gate,
    clock: deps.clock,
    store: trade.store,
    entitlements: auth.entitlements,
  });
  exportJobs.mountFile(hono, { sessions: auth.sessions, apiKeys: apiKeyService.resolve, gate: auth.gate });
  mountStatsExport(hono, {
    sessions: auth.sessions,
    apiKeys: apiKeyService.resolve,
    gate: auth.gate,
    clock: deps.clock,
    store: stats.store,
    entitlements: auth.entitlements,
  });
  alerts.mount(hono);
  mountInvoiceDownload(hono, {
    sessions: auth.sessions,
    clock: deps.clock,
    orders: deps.storage.orders,
    ledger: deps.storage.ledger,
    services: commerce.services,
    accounts: deps.storage.accounts,
    sellerName: deps.config.sellerName,
  });
  const openApi = toOpenApi(endpoints, {
    title: "Portolan provider API",
    version: "1.0.0",
    servers: { provider: deps.config.publicOrigin, utilities: deps.config.utilitiesBase },
  });
  mountOpenApiDocument(hono, openApi);
  if (deps.config.devPages) mountOutboxPage(hono, deps.config);
  serveUi(hono, deps.config.uiDir, {
    publicOrigin: deps.config.publicOrigin,
    sessions: auth.sessions,
    clock: deps.clock,
    consoleConfig: {
      bases: deps.config.navBases,
      utilitiesBase: deps.config.utilitiesBase,
      variant: deps.config.navVariant,
    },
  });
  hono.onError((error, c) => {
    deps.log.error(`unhandled error on ${c.req.method} ${c.req.path}`, error);
    return failureResponse(
      c,
      failure(ERROR_CODES.INTERFACE_EXCEPTION, "errors.code.interfaceException"),
      500,
    );
  });

  const now = () => deps.clock.now();
  return {
    hono,
    handlers,
    trade,
    seed: async () => {
      if (!deps.config.seedDemo) return;
      await reference.seed(now());
      await trade.seed();
      await stats.seed();
      await commerce.seed(now());
      await auth.seed(now());
      await seedDemoApiKeys(deps.storage.accounts, apiKeyService, now());
    },
    runDormancyCheck: () => auth.runDormancyCheck(now()),
    runAlertCheck: () => alerts.check(),
    baselineAlerts: () => alerts.baseline(),
    runExpiryWarnings: () => commerce.runExpiryWarnings(now()),
    close: async () => {
      await exportJobs.idle();
      await trade.close();
      stats.close();
    },
  };
};

import { Schema, SchemaAST } from "effect";
import { describe, expect, it } from "vitest";
import type { Endpoint } from "./endpoint.ts";
import { pathParamNames } from "./path-template.ts";
import { IDEMPOTENCY_KEY_HEADER } from "./primitives.ts";
import { api, endpoints } from "./registry.ts";

const fieldTags = (schema: Schema.Top) =>
  (SchemaAST.toEncoded(schema.ast) as SchemaAST.Objects).propertySignatures.map((p) => ({
    name: String(p.name),
    type: p.type,
  }));

/** A literal, or a union of literals (Literals), of string, number or boolean. */
const isFlatScalar = (ast: SchemaAST.AST): boolean =>
  ast._tag === "String" ||
  ast._tag === "Number" ||
  ast._tag === "Boolean" ||
  (ast._tag === "Literal" && ["string", "number", "boolean"].includes(typeof ast.literal)) ||
  (ast._tag === "Union" && ast.types.every(isFlatScalar));

describe("the registry", () => {
  it("lists each endpoint once, under its own name", () => {
    expect(endpoints).toHaveLength(Object.keys(api).length);
    for (const [key, endpoint] of Object.entries(api)) expect(endpoint.name).toBe(key);
    expect(new Set(endpoints.map((e) => e.name)).size).toBe(endpoints.length);
  });

  it("gives every endpoint a unique method, host and path", () => {
    const keys = endpoints.map((e) => `${e.method} ${e.host} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(endpoints.map((e) => [e.name, e] as const))("%s: path begins with / and has no query", (_n, e) => {
    expect(e.path.startsWith("/")).toBe(true);
    expect(e.path).not.toMatch(/[?#\s]/);
  });

  it.each(endpoints.map((e) => [e.name, e] as const))(
    "%s: path parameters match the path schema",
    (_n, e) => {
      expect(pathParamNames(e.path)).toEqual(e.request.path ? Object.keys(e.request.path.fields) : []);
    },
  );

  it.each(endpoints.map((e) => [e.name, e] as const))(
    "%s: the encoding matches the request parts",
    (_n, e) => {
      const { query, body } = e.request;
      if (e.encoding === "none") expect([query, body]).toEqual([undefined, undefined]);
      if (e.encoding === "query") expect([query !== undefined, body]).toEqual([true, undefined]);
      if (e.encoding === "form" || e.encoding === "json") expect(body).toBeDefined();
      if (body !== undefined) expect(e.method).toBe("POST");
    },
  );

  const formCalls = endpoints.filter(
    (e) => e.encoding === "form" || e.encoding === "query" || e.request.path,
  );
  it.each(formCalls.map((e) => [e.name, e] as const))("%s: form, query and path fields are flat", (_n, e) => {
    const parts = [e.request.path, e.request.query, e.encoding === "form" ? e.request.body : undefined];
    for (const part of parts.filter((p) => p !== undefined)) {
      for (const field of fieldTags(part))
        expect([field.name, isFlatScalar(field.type)]).toEqual([field.name, true]);
      for (const field of fieldTags(Schema.toCodecStringTree(part)))
        expect([field.name, isFlatScalar(field.type)]).toEqual([field.name, true]);
    }
  });

  it("puts an Idempotency-Key on exactly the calls that create or charge", () => {
    const keyed = endpoints.filter(
      (e) => e.request.headers && IDEMPOTENCY_KEY_HEADER in e.request.headers.fields,
    );
    expect(keyed.map((e) => e.name).sort()).toEqual(["capturePayment", "createOrder", "providerOrder"]);
  });

  it("answers every call with an envelope of code, msg and data", () => {
    for (const e of endpoints) {
      const names = fieldTags(e.response).map((f) => f.name);
      expect([e.name, names]).toEqual([e.name, ["code", "msg", "data"]]);
    }
  });

  it("serves only the utilities list from the utilities host", () => {
    expect(endpoints.filter((e: Endpoint) => e.host === "utilities").map((e) => e.name)).toEqual([
      "utilitiesList",
    ]);
  });
});

// Spec §7, written out from its table: every named call is present with its method, path and encoding.
const spec7: readonly [string, string, string, string][] = [
  ["sendVerifyCode", "POST", "/api/public/sendVerifyCode", "form"],
  ["submitForm", "POST", "/api/public/submittedForm", "form"],
  ["identity", "GET", "/console/user/identity", "none"],
  ["logout", "POST", "/console/user/logout", "none"],
  ["oemRedirectUrl", "GET", "/auth/public/sso/getRedirectUrl", "query"],
  ["siteStatistics", "GET", "/api/public/statistics", "none"],
  ["countryStatistics", "GET", "/api/public/country/statistics", "none"],
  ["dataSourceStatistics", "GET", "/api/public/dataSource/statistics", "query"],
  ["packages", "GET", "/public/overseas/packages", "none"],
  ["createOrder", "POST", "/pay/payment", "json"],
  ["paymentById", "GET", "/public/payment/{id}", "none"],
  ["paymentByQuery", "GET", "/public/payment", "query"],
  ["providerOrder", "POST", "/public/paypal", "json"],
  ["capturePayment", "POST", "/public/paypal/capture", "json"],
  ["contactUs", "POST", "/public/contact/us", "json"],
  ["utilitiesList", "GET", "/api/public/utilities", "query"],
  ["tradeSearch", "GET", "/searching/cds", "query"],
  ["tradeCompanies", "GET", "/searching/cds/company", "query"],
  ["tradeCompanyProfile", "GET", "/searching/cds/companies/record", "query"],
  ["tradePartners", "GET", "/searching/cds/company/partner", "query"],
];

describe("spec §7 calls", () => {
  it.each(spec7)("%s is %s %s (%s)", (name, method, path, encoding) => {
    const endpoint = endpoints.find((e) => e.name === name);
    expect(endpoint && [endpoint.method, endpoint.path, endpoint.encoding, endpoint.origin]).toEqual([
      method,
      path,
      encoding,
      "spec",
    ]);
  });

  it("marks every other call as designed here", () => {
    const designed = endpoints.filter((e) => e.origin === "designed").map((e) => e.name);
    expect(designed.sort()).toEqual(
      [
        "sendChannelCode",
        "getCaptcha",
        "redeemOemTicket",
        "login",
        "register",
        "getBasicInfo",
        "updateBasicInfo",
        "accountOverview",
        "getTeam",
        "assignTeamDatasets",
        "adminAccounts",
        "adminAccountAction",
        "adminOrders",
        "adminOffers",
        "adminOfferAction",
        "adminConfirmTransfer",
        "adminRejectTransfer",
        "adminAudit",
        "adminFirmEvidence",
        "adminFirmReports",
        "adminFirmReportDecide",
        "adminFirmRuleWithdraw",
        "firmFeedbackSend",
        "firmFeedbackMine",
        "getAccountPreferences",
        "updateAccountPreferences",
        "bankTransfer",
        "forgotPassword",
        "resetPassword",
        "creditReportEnquiry",
        "debtClaim",
        "tradeFacets",
        "tradeHsCodes",
        "tradePorts",
        "tradeBill",
        "apiKeys",
        "createApiKey",
        "revokeApiKey",
        "statsBreakdown",
        "statsOptions",
        "statsPartners",
        "statsSummary",
        "publicSamples",
        "publicTrySearch",
        "exportJobs",
        "createExport",
        "collectionItems",
        "addCollectionItem",
        "updateCollectionItem",
        "removeCollectionItem",
        "recentSearches",
        "trackedCompanies",
        "trackCompany",
        "untrackCompany",
        "datasetCoverage",
        "tradeBuyers",
        "tradeDirectory",
        "trackedSearches",
        "trackSearch",
        "untrackSearch",
        "setTrackCadence",
        "alerts",
        "markAlertsRead",
      ].sort(),
    );
    expect(designed.length + spec7.length).toBe(endpoints.length);
  });

  it("needs the session for the console calls and for ordering, not for public pages", () => {
    const withSession = endpoints.filter((e) => e.requiresSession).map((e) => e.name);
    expect(withSession.sort()).toEqual(
      [
        "accountOverview",
        "adminAccountAction",
        "adminAccounts",
        "adminOfferAction",
        "adminOffers",
        "adminOrders",
        "adminConfirmTransfer",
        "adminRejectTransfer",
        "adminAudit",
        "adminFirmEvidence",
        "adminFirmReports",
        "adminFirmReportDecide",
        "adminFirmRuleWithdraw",
        "firmFeedbackSend",
        "firmFeedbackMine",
        "getAccountPreferences",
        "updateAccountPreferences",
        "assignTeamDatasets",
        "createOrder",
        "getTeam",
        "getBasicInfo",
        "identity",
        "logout",
        "oemRedirectUrl",
        "updateBasicInfo",
        "tradeSearch",
        "tradeFacets",
        "tradeHsCodes",
        "tradeBill",
        "tradeCompanies",
        "tradeCompanyProfile",
        "tradePartners",
        "tradePorts",
        "tradeBuyers",
        "tradeDirectory",
        "apiKeys",
        "createApiKey",
        "revokeApiKey",
        "statsBreakdown",
        "statsOptions",
        "statsPartners",
        "statsSummary",
        "exportJobs",
        "createExport",
        "collectionItems",
        "addCollectionItem",
        "updateCollectionItem",
        "removeCollectionItem",
        "recentSearches",
        "trackedCompanies",
        "trackCompany",
        "untrackCompany",
        "datasetCoverage",
        "trackedSearches",
        "trackSearch",
        "untrackSearch",
        "setTrackCadence",
        "alerts",
        "markAlertsRead",
      ].sort(),
    );
  });
});

// Spec §9 (and §6 export limits), written out by hand from the spec text: a typo in a constant fails here.
import { describe, expect, it } from "vitest";
import * as layout from "./layout.ts";
import { PACKAGE_PRICES_USD_PER_YEAR, PACKAGE_TERM_MONTHS } from "./packages.ts";
import * as paging from "./paging.ts";
import * as periods from "./periods.ts";
import * as services from "./services.ts";
import * as timing from "./timing.ts";

describe("spec §9 constants", () => {
  it("timing", () => {
    expect(timing.VERIFY_CODE_COUNTDOWN_SECONDS).toBe(60);
    expect(timing.REQUEST_TIMEOUT_MS).toBe(120000);
    expect(timing.LOADING_BAR_HEIGHT_PX).toBe(2);
    expect(timing.LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(timing.LOADING_BAR_DURATION_MS).toBe(5000);
    expect(timing.RESIZE_SCROLL_THROTTLE_MS).toBe(300);
    expect(timing.FETCH_DELAY_MS).toBe(200);
    expect(timing.PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(timing.CHUNK_RELOAD_WINDOW_MS).toBe(60000);
  });

  it("layout breakpoints and menu collapse widths", () => {
    expect(layout.BREAKPOINT_LARGE_PX).toBe(1200);
    expect(layout.BREAKPOINT_MEDIUM_PX).toBe(992);
    expect(layout.BREAKPOINT_MEDIUM_MAX_PX).toBe(991);
    expect(layout.BREAKPOINT_MINI_PX).toBe(768);
    expect(layout.HEADER_HEIGHT_PX).toBe(60);
    expect(layout.CONSOLE_MENU_COLLAPSE_PX).toBe(768);
    expect(layout.PUBLIC_MENU_COLLAPSE_PX).toBe(1200);
  });

  it("paging, formats and export limits", () => {
    expect(paging.PAGE_SIZE_DEFAULT).toBe(20);
    expect(paging.PAGE_SIZE_CHOICES).toEqual([20, 50, 100]);
    expect(paging.MAX_TOP_PAGE).toBe(1000);
    expect(paging.DOWNLOAD_PAGE_SIZE).toBe(1000);
    expect(paging.DATE_FORMAT).toBe("yyyy-MM-dd");
    // §6's 1,000 is the download page; a file holds up to the broad-search window (D321).
    expect(paging.EXPORT_ROW_LIMIT_STAFF).toBe(10_000);
    expect(paging.EXPORT_ROW_LIMIT_FREE_MEMBER).toBe(20);
    expect(paging.EXPORT_ROW_LIMIT_DEFAULT).toBe(10_000);
  });

  it("package tiers: prices per year (their coverage is counted from the grants, D294)", () => {
    expect(PACKAGE_PRICES_USD_PER_YEAR).toEqual({
      PRO: 899,
      GLOBAL: 2399,
      PLUS: 2999,
      LUXURY: 4399,
      DELUXE: 5699,
    });
    expect(PACKAGE_TERM_MONTHS).toBe(12);
  });

  it("periods", () => {
    expect(periods.ORDER_RESERVATION_DAYS).toBe(7);
    expect(periods.ACCOUNT_DORMANCY_MONTHS).toBe(12);
    expect(periods.ADULT_AGE_YEARS).toBe(18);
    expect(periods.PRIVACY_ACCESS_REPLY_DAYS).toBe(10);
    expect(periods.PRIVACY_CORRECTION_DAYS).toBe(15);
    expect(periods.PRIVACY_GENERAL_REPLY_DAYS).toBe(10);
    expect(periods.DAY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it("services and claims", () => {
    expect(services.DEBT_CLIENT_SHARE_PERCENT).toBe(65);
    expect(services.DEBT_COLLECTOR_SHARE_PERCENT).toBe(35);
    expect(services.DEBT_CLIENT_SHARE_PERCENT + services.DEBT_COLLECTOR_SHARE_PERCENT).toBe(100);
    expect(services.DEBT_LEGAL_FEE_MIN_USD).toBe(20000);
    expect(services.CREDIT_REPORT_COUNTRIES).toBe(230);
    expect(services.CREDIT_REPORT_COMPANIES).toBe(126000000);
    expect(services.CREDIT_REPORT_DOWNLOAD_EUR).toEqual({ min: 15, max: 40 });
    expect(services.CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR).toBe(60);
    expect(services.CREDIT_REPORT_TURNAROUND).toEqual({ minHours: 24, maxDays: 10 });
    expect(services.ENTERPRISE_USERS).toBe(20000);
    expect(services.USER_COUNTRIES).toBe(130);
    expect(services.UTILITIES_LIST).toEqual({ id: 265, page: 1, limit: 10, desc: false });
  });
});

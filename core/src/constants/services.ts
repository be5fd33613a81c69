// Figures of the third-party services (spec §9) and the marketing claims (§1).

/** Debt collection, no win no fee: shares of a collected amount, in percent. */
export const DEBT_CLIENT_SHARE_PERCENT = 65;
export const DEBT_COLLECTOR_SHARE_PERCENT = 35;
/** Otherwise, legal proceedings cost at least this much. */
export const DEBT_LEGAL_FEE_MIN_USD = 20_000;

export const CREDIT_REPORT_COUNTRIES = 230;
export const CREDIT_REPORT_COMPANIES = 126_000_000;
export const CREDIT_REPORT_DOWNLOAD_EUR = { min: 15, max: 40 } as const;
export const CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR = 60;
export const CREDIT_REPORT_TURNAROUND = { minHours: 24, maxDays: 10 } as const;

export const ENTERPRISE_USERS = 20_000;
export const USER_COUNTRIES = 130;
// The number of data countries the site claims is not a constant: it is DATA_COUNTRIES, the countries
// the customs catalogue covers (core/src/datasets/country-coverage.ts; decision D190 replaces §1's
// "250+ countries and regions", which the catalogue does not bear out).

/** The utilities list on the separate host: list id, page and limit (spec §7, §9). */
export const UTILITIES_LIST = { id: 265, page: 1, limit: 10, desc: false } as const;

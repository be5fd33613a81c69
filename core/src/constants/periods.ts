// Periods and ages of spec §4, §5 and §9.

/** An unpaid order is reserved this many days, then becomes invalid. */
export const ORDER_RESERVATION_DAYS = 7;
/** An account with no login for this many months and no unexpired service is cancelled. */
export const ACCOUNT_DORMANCY_MONTHS = 12;
/** Registrants younger than this need a guardian. */
export const ADULT_AGE_YEARS = 18;
/** Privacy: days to answer an access request, a correction (at the latest) and a general enquiry. */
export const PRIVACY_ACCESS_REPLY_DAYS = 10;
export const PRIVACY_CORRECTION_DAYS = 15;
export const PRIVACY_GENERAL_REPLY_DAYS = 10;
export const DAY_MS = 86_400_000;

/**
 * The most months a monthly series is filled over (D324): a query asking from year 1 to 9999 would
 * otherwise answer 120,000 points of zero; beyond it the series runs over the months with data.
 */
export const MAX_SERIES_MONTHS = 1_200;

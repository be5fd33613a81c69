// Timing constants of spec §9. Decision D1 (docs/decisions.md): one request time-out, 120000 ms.

/** Seconds before a verification code may be sent again (the send-code countdown). */
export const VERIFY_CODE_COUNTDOWN_SECONDS = 60;
/** Time-out of every call to the provider (the shared request set-up's value). */
export const REQUEST_TIMEOUT_MS = 120_000;
/** Loading bar: height, progress throttle and full duration. */
export const LOADING_BAR_HEIGHT_PX = 2;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
/** Resize and scroll handlers are throttled to this interval. */
export const RESIZE_SCROLL_THROTTLE_MS = 300;
/** Default delay before a deferred fetch starts. */
export const FETCH_DELAY_MS = 200;
/** Links are prefetched after this much idle time (never on 2g or with data saver). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
/** A failed page chunk reloads the page at most once in this period. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

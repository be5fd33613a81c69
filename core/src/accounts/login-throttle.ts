// How sign-in slows down after wrong passwords (issue 13; decision D159): no lockout. A few
// failures cost nothing; after them each further attempt on that account waits longer, up to a cap,
// the image captcha is asked every time, and the owner is told by mail once per run. A device that
// signed in to the account before is not slowed (the provider checks that): nobody can lock the
// owner out by typing wrong passwords elsewhere.

/** Failures within the window that cost no wait. */
export const LOGIN_FREE_FAILURES = 3;
/** The first wait after the free failures; each further failure doubles it. */
export const LOGIN_FIRST_DELAY_MS = 2_000;
export const LOGIN_MAX_DELAY_MS = 5 * 60_000;
/** Failures older than this are forgotten. */
export const LOGIN_FAILURE_WINDOW_MS = 24 * 60 * 60_000;
/** The failure after which the owner is mailed (once per run: the count passes it once). */
export const LOGIN_NOTICE_AT_FAILURE = 5;

/** The wait after `failures` consecutive failures: 0 within the free ones, then doubling to a cap. */
export const loginDelayMs = (failures: number): number => {
  if (!Number.isFinite(failures) || failures <= LOGIN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_FREE_FAILURES - 1, 30);
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** doublings, LOGIN_MAX_DELAY_MS);
};

export interface FailureRun {
  readonly count: number;
  /** When the last failure was, epoch ms. */
  readonly lastAt: number;
}

/** How long an attempt at `now` must still wait, in whole seconds (0: it may go ahead). */
export const loginWaitSeconds = (run: FailureRun, now: number): number =>
  Math.max(0, Math.ceil((run.lastAt + loginDelayMs(run.count) - now) / 1000));

/** Whether the failure that made the run `count` long is the one to tell the owner about. */
export const isNoticeFailure = (count: number): boolean => count === LOGIN_NOTICE_AT_FAILURE;

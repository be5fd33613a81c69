// Runs work when the browser is idle after a delay (the link prefetch waits PREFETCH_IDLE_TIMEOUT_MS,
// the identity call waits for idle after hydration). Falls back to a timer where requestIdleCallback
// is missing (Safari). Returns a cancel function.

export interface IdleHost {
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
  readonly requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number;
  readonly cancelIdleCallback?: (handle: number) => void;
}

/** The longest an idle callback may wait once the delay has passed. */
const IDLE_DEADLINE_MS = 2_000;

export const afterIdle = (
  delayMs: number,
  work: () => void,
  host: IdleHost = globalThis as IdleHost,
): (() => void) => {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const timer = host.setTimeout(() => {
    if (host.requestIdleCallback) idleHandle = host.requestIdleCallback(run, { timeout: IDLE_DEADLINE_MS });
    else run();
  }, delayMs);
  return () => {
    cancelled = true;
    host.clearTimeout(timer as never);
    if (idleHandle !== undefined) host.cancelIdleCallback?.(idleHandle);
  };
};

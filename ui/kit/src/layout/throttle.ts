// Runs `fn` at most once per `ms` (spec §9: resize and scroll handlers throttled to 300 ms): the first
// call runs at once, later calls inside the interval are folded into one trailing run, so the last
// position is never missed. Timers are injected for tests.

export interface Timers {
  readonly now: () => number;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
}

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

export const throttle = (fn: () => void, ms: number, timers: Timers = browserTimers) => {
  let last = Number.NEGATIVE_INFINITY;
  let pending: unknown;
  const run = () => {
    pending = undefined;
    last = timers.now();
    fn();
  };
  const call = () => {
    if (pending !== undefined) return;
    const wait = last + ms - timers.now();
    if (wait <= 0) run();
    else pending = timers.setTimeout(run, wait);
  };
  call.cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending as never);
    pending = undefined;
  };
  return call;
};

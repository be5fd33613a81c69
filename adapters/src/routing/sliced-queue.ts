// Work done in short slices: items queued in any number are handled in tasks of at most about
// `budgetMs` each (at least one item per task), so that bursts of background work (link prefetch on
// a page with many links) never make a long task that blocks a tap.

export interface SliceHost {
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly now: () => number;
}

const browserHost: SliceHost = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  now: () => performance.now(),
};

/** A slice's budget: a quarter of the 50 ms long-task limit on a phone four times slower. */
export const SLICE_BUDGET_MS = 3;

/** Returns the function that queues an item; `work` handles each once, in order. */
export const slicedQueue = <T>(
  work: (item: T) => void,
  budgetMs = SLICE_BUDGET_MS,
  host: SliceHost = browserHost,
): ((item: T) => void) => {
  const queue: T[] = [];
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    const start = host.now();
    do {
      const item = queue.shift() as T;
      try {
        work(item);
      } catch {
        // One item's failure must not stop the rest (the work is an optimisation, never required).
      }
    } while (queue.length > 0 && host.now() - start < budgetMs);
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    host.setTimeout(drain, 0);
  };
  return (item) => {
    queue.push(item);
    schedule();
  };
};

// User-timing marks the UI sets and the benchmarks read (tests/bench/lighthouse.ts).

/** Set once the first page is hydrated: scripts requested until then are its first-load JavaScript. */
export const HYDRATED_MARK = "portolan:hydrated";

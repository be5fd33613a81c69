// One call's times over `runs` runs after one to warm up, fastest first (the search benchmark's
// engine side and its HTTP client thread time queries the same way).
export const timings = async (f: () => Promise<unknown>, runs: number): Promise<number[]> => {
  await f(); // warm
  const out: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await f();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
};

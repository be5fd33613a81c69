// The storage of a case and a second handle on its database (a second provider process): call `i`
// of a batch goes to provider i % 2, so every concurrency case is split over both.
import type { OpenedAccountStorage } from "../open-account-storage.ts";
import type { StorageUnderTest } from "./with-storage.ts";

export const twoProviders = async (storage: StorageUnderTest, calls = 12) => {
  const handles = [storage(), await storage.another()] as const;
  // Open the pools' connections first: calls that would wait for a new connection would otherwise
  // run one after another and hide a missing guard.
  await Promise.all(
    handles.flatMap((h) => Array.from({ length: calls }, () => h.sql.get("SELECT 1 AS one"))),
  );
  return (i: number): OpenedAccountStorage => handles[i % 2] ?? handles[0];
};

/** `n` calls started at once, call i on provider i % 2. */
export const atOnce = <T>(
  n: number,
  on: (i: number) => OpenedAccountStorage,
  call: (s: OpenedAccountStorage, i: number) => Promise<T>,
): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => call(on(i), i)));

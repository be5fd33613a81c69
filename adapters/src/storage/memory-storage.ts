// The in-memory twin of the storage port, for tests.
import type { KeyValueStorage } from "./key-value-storage.ts";

export const memoryStorage = (
  initial: Readonly<Record<string, string>> = {},
): KeyValueStorage & { readonly all: () => Record<string, string> } => {
  const items = new Map(Object.entries(initial));
  return {
    get: (key) => items.get(key),
    set: (key, value) => void items.set(key, value),
    remove: (key) => void items.delete(key),
    all: () => Object.fromEntries(items),
  };
};

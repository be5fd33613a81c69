// A Web Storage area (sessionStorage by default). Browsers may refuse storage (private modes, quota,
// blocked cookies): reads then give undefined and writes are dropped rather than thrown.
import type { KeyValueStorage } from "./key-value-storage.ts";

const sessionArea = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const webStorage = (
  area: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined = sessionArea(),
): KeyValueStorage => ({
  get: (key) => {
    try {
      return area?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set: (key, value) => {
    try {
      area?.setItem(key, value);
    } catch {
      // Storage refused: nothing is kept.
    }
  },
  remove: (key) => {
    try {
      area?.removeItem(key);
    } catch {
      // Storage refused.
    }
  },
});

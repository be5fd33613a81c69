import { describe, expect, it } from "vitest";
import { memoryStorage } from "./memory-storage.ts";
import { webStorage } from "./web-storage.ts";

const fakeArea = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};
const refusingArea = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("storage", () => {
  for (const [name, make] of [
    ["web storage", () => webStorage(fakeArea())],
    ["memory storage", () => memoryStorage()],
  ] as const) {
    it(`${name} reads back what it wrote and forgets what it removed`, () => {
      const storage = make();
      expect(storage.get("k")).toBeUndefined();
      storage.set("k", "1");
      expect(storage.get("k")).toBe("1");
      storage.remove("k");
      expect(storage.get("k")).toBeUndefined();
    });
  }

  it("web storage treats a refusing or missing area as empty, without throwing", () => {
    for (const storage of [webStorage(refusingArea), webStorage(undefined)]) {
      expect(() => storage.set("k", "1")).not.toThrow();
      expect(storage.get("k")).toBeUndefined();
      expect(() => storage.remove("k")).not.toThrow();
    }
  });
});

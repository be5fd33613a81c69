// Opens a fresh storage before each case and closes it (and any second handle) after.
import { afterEach, beforeEach } from "vitest";
import type { OpenedAccountStorage } from "../open-account-storage.ts";
import type { OpenStorage } from "./fixture.ts";

export interface StorageUnderTest {
  /** The storage of this case. */
  (): OpenedAccountStorage;
  /** Another handle on the same database, as a second provider process would open it. */
  readonly another: () => Promise<OpenedAccountStorage>;
}

export const withStorage = (engine: OpenStorage): StorageUnderTest => {
  let location = "";
  let opened: OpenedAccountStorage[] = [];
  beforeEach(async () => {
    location = await engine.fresh();
    opened = [await engine.open(location)];
  });
  afterEach(async () => {
    await Promise.all(opened.map((s) => s.close()));
    opened = [];
  });
  const current = () => {
    const first = opened[0];
    if (first === undefined) throw new Error("storage is opened before each case");
    return first;
  };
  return Object.assign(current, {
    another: async () => {
      const second = await engine.open(location);
      opened.push(second);
      return second;
    },
  });
};

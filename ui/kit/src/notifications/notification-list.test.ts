import { describe, expect, it } from "vitest";
import { MAX_NOTIFICATIONS, withNotification, withoutNotification } from "./notification-list.ts";

const n = (id: number, text = `t${id}`, level: "error" | "warning" | "success" = "error") => ({
  id,
  level,
  text,
});

describe("notification list", () => {
  it("keeps the newest few, oldest leaving first", () => {
    let list = withNotification([], n(1));
    for (let i = 2; i <= MAX_NOTIFICATIONS + 2; i++) list = withNotification(list, n(i));
    expect(list.map((x) => x.id)).toEqual([3, 4, 5]);
  });

  it("moves a repeated message to the end instead of showing it twice", () => {
    const list = withNotification([n(1, "a"), n(2, "b")], n(3, "a"));
    expect(list.map((x) => x.id)).toEqual([2, 3]);
    expect(withNotification([n(1, "a", "warning")], n(2, "a", "error")).length).toBe(2);
  });

  it("removes one by id", () => {
    expect(withoutNotification([n(1), n(2)], 1)).toEqual([n(2)]);
  });
});

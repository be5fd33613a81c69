import { describe, expect, it } from "vitest";
import { DATA_LABELS } from "./data-labels.ts";

// Decision D193: without a loaded record there is no date to show, and the status line says so.
describe("the live figures' status line", () => {
  it.each(["zh", "en", "ru"] as const)(
    "in %s names the newest record's date, or says none is loaded",
    (locale) => {
      const { ready } = DATA_LABELS[locale];
      expect(ready("2026-06-28")).toContain("2026-06-28");
      const none = ready(undefined);
      expect(none).not.toMatch(/\d{4}-\d{2}-\d{2}|undefined/);
      expect(none).not.toBe(ready(""));
    },
  );

  it("says no record is loaded in each language's words", () => {
    expect(DATA_LABELS.en.ready(undefined)).toMatch(/^No records are loaded/);
    expect(DATA_LABELS.ru.ready(undefined)).toMatch(/^В базу ещё не загружено/);
    expect(DATA_LABELS.zh.ready(undefined)).toMatch(/^数据库中尚未载入/);
  });
});

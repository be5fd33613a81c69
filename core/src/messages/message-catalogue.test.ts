import { describe, expect, it } from "vitest";
import { englishMessages, isMessageId, MESSAGE_TABLES } from "./message-catalogue.ts";

describe("message catalogue", () => {
  it("declares every id exactly once across the areas", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, table] of Object.entries(MESSAGE_TABLES)) {
      for (const id of Object.keys(table)) {
        const first = seen.get(id);
        if (first !== undefined) clashes.push(`${id} (${first}, ${area})`);
        seen.set(id, area);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(englishMessages)).toHaveLength(seen.size);
  });

  it("gives every id a non-empty English text", () => {
    const empty = Object.entries(englishMessages).filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  it("uses dotted ids so areas cannot collide by accident", () => {
    const undotted = Object.keys(englishMessages).filter((id) => !/^[a-zA-Z]+(\.[\w-]+)+$/.test(id));
    expect(undotted).toEqual([]);
  });

  it("keeps the spec's own wording where the spec gives it", () => {
    expect(englishMessages["errors.page.notFound"]).toBe("This page could not be found");
    expect(englishMessages["errors.page.backHome"]).toBe("Go back to home");
    expect(englishMessages["errors.network.invalidRequest"]).toBe("Invalid request");
    expect(englishMessages["errors.code.wrongParameters"]).toBe("wrong parameters, please try again later");
    expect(englishMessages["errors.success.claimPlacement"]).toBe(
      "You have sent the International Claim Placement form successfully.",
    );
    expect(isMessageId("errors.page.notFound")).toBe(true);
    expect(isMessageId("no.such.id")).toBe(false);
  });
});

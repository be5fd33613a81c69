import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillPath, pathParamNames, toColonPath } from "./path-template.ts";

describe("path templates", () => {
  it("names the parameters in order", () => {
    expect(pathParamNames("/public/payment/{id}")).toEqual(["id"]);
    expect(pathParamNames("/a/{x}/b/{y_2}")).toEqual(["x", "y_2"]);
    expect(pathParamNames("/public/payment")).toEqual([]);
  });

  it("fills parameters, percent-encoded", () => {
    expect(fillPath("/public/payment/{id}", { id: "42" })).toBe("/public/payment/42");
    expect(fillPath("/a/{x}", { x: "a b/c" })).toBe("/a/a%20b%2Fc");
    expect(fillPath("/a/{x}", { x: "\ud800" })).toBe("/a/%EF%BF%BD");
  });

  it("leaves a placeholder without value in place, and ignores inherited names", () => {
    expect(fillPath("/a/{x}", {})).toBe("/a/{x}");
    expect(fillPath("/a/{toString}", {})).toBe("/a/{toString}");
  });

  it("writes the colon syntax of routers", () => {
    expect(toColonPath("/public/payment/{id}")).toBe("/public/payment/:id");
    expect(toColonPath("/console/user/identity")).toBe("/console/user/identity");
  });

  it("reads back what it filled (round trip)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), (value) => {
        const filled = fillPath("/p/{id}/q", { id: value });
        const segment = filled.slice("/p/".length, -"/q".length);
        expect(segment).not.toContain("/");
        expect(decodeURIComponent(segment)).toBe(value);
      }),
    );
  });
});

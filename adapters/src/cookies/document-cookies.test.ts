import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentCookies } from "./document-cookies.ts";

/** A document.cookie stand-in that keeps name=value pairs as a browser does (attributes dropped). */
const fakeDocument = () => {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      const [pair = "", ...attrs] = line.split(";").map((s) => s.trim());
      const [name = "", value = ""] = pair.split("=");
      if (attrs.includes("max-age=0")) jar.delete(name);
      else jar.set(name, value);
    },
  };
};

describe("document cookies", () => {
  it("reads back what it wrote, whatever the value", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cookies = documentCookies(fakeDocument());
        cookies.set("lang", value);
        return cookies.get("lang") === value;
      }),
    );
  });

  it("removes a cookie and reports absent ones as undefined", () => {
    const doc = fakeDocument();
    const cookies = documentCookies(doc);
    cookies.set("token", "abc");
    cookies.set("lang", "zh-cn");
    cookies.remove("token");
    expect(cookies.get("token")).toBeUndefined();
    expect(cookies.get("lang")).toBe("zh-cn");
    expect(doc.cookie).toBe("lang=zh-cn");
  });
});

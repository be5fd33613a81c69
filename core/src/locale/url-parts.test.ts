import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  firstSegment,
  joinUrl,
  pathSegments,
  queryValue,
  splitUrl,
  withoutQueryKey,
  withQueryValue,
} from "./url-parts.ts";

describe("url parts", () => {
  it("splits path, query and hash", () => {
    expect(splitUrl("/cn/aboutus?a=1&b=2#section2")).toEqual({
      pathname: "/cn/aboutus",
      search: "?a=1&b=2",
      hash: "#section2",
    });
    expect(splitUrl("/en#top?x")).toEqual({ pathname: "/en", search: "", hash: "#top?x" });
    expect(splitUrl("cn")).toEqual({ pathname: "/cn", search: "", hash: "" });
    expect(splitUrl("/ru?#")).toEqual({ pathname: "/ru", search: "", hash: "" });
  });

  it("joins what it split", () => {
    const part = fc.stringMatching(/^[a-z0-9=&/]*$/);
    fc.assert(
      fc.property(part, part, part, (p, q, h) => {
        const url = `/${p}${q === "" ? "" : `?${q}`}${h === "" ? "" : `#${h}`}`;
        return joinUrl(splitUrl(url)) === url;
      }),
    );
  });

  it("lists non-empty segments", () => {
    expect(pathSegments("/cn/service/video/play/")).toEqual(["cn", "service", "video", "play"]);
    expect(firstSegment("/")).toBe("");
    expect(firstSegment("//en/x")).toBe("en");
  });

  it("reads, removes and sets query keys", () => {
    expect(queryValue("?contId=998&name=Buyers", "name")).toBe("Buyers");
    expect(queryValue("?contId=998", "lang")).toBeUndefined();
    expect(queryValue("?lang", "lang")).toBe("");
    expect(withoutQueryKey("?lang=en&a=1&lang=ru", "lang")).toBe("?a=1");
    expect(withoutQueryKey("?lang=en", "lang")).toBe("");
    expect(withoutQueryKey("?language=en", "lang")).toBe("?language=en");
    expect(withQueryValue("", "lang", "en")).toBe("?lang=en");
    expect(withQueryValue("?a=1&lang=ru", "lang", "en")).toBe("?a=1&lang=en");
  });
});

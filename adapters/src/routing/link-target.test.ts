import { describe, expect, it } from "vitest";
import { type AnchorFacts, type ClickFacts, clientNavigationTarget } from "./link-target.ts";

const click: ClickFacts = {
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, more: Partial<AnchorFacts> = {}): AnchorFacts => ({
  href,
  target: "",
  download: false,
  ...more,
});
const here = { origin: "http://site.test", pathname: "/cn", search: "" };

describe("client navigation target", () => {
  it("takes a plain click on a same-origin link, with its query and hash", () => {
    expect(clientNavigationTarget(click, anchor("http://site.test/cn/aboutus?x=1#section2"), here)).toBe(
      "/cn/aboutus?x=1#section2",
    );
  });

  it("leaves modified, secondary and already handled clicks to the browser", () => {
    for (const change of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(clientNavigationTarget({ ...click, ...change }, anchor("http://site.test/cn/news"), here)).toBe(
        undefined,
      );
    }
  });

  it("leaves other windows, downloads, other origins and other schemes to the browser", () => {
    expect(
      clientNavigationTarget(click, anchor("http://site.test/cn/news", { target: "_blank" }), here),
    ).toBe(undefined);
    expect(clientNavigationTarget(click, anchor("http://site.test/a.pdf", { download: true }), here)).toBe(
      undefined,
    );
    expect(clientNavigationTarget(click, anchor("https://wpa.qq.com/msgrd?v=3"), here)).toBe(undefined);
    expect(clientNavigationTarget(click, anchor("tel:+861012345678"), here)).toBe(undefined);
    expect(clientNavigationTarget(click, anchor("not a url"), here)).toBe(undefined);
  });

  it("leaves a hash on the current page to the browser, but takes a hash on another page", () => {
    expect(clientNavigationTarget(click, anchor("http://site.test/cn#main"), here)).toBe(undefined);
    expect(clientNavigationTarget(click, anchor("http://site.test/cn/aboutus#section1"), here)).toBe(
      "/cn/aboutus#section1",
    );
    expect(clientNavigationTarget(click, anchor("http://site.test/cn", { target: "_self" }), here)).toBe(
      "/cn",
    );
  });
});

import { describe, expect, it } from "vitest";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";
import { buildSystemSwitcher, ssoRedirectQuery } from "./system-switcher.ts";

const oemDomains = [
  { companyDomain: "https://oem-a.test", systemName: { "zh-cn": "甲系统", en: "System A" } },
  { link: "https://oem-b.test/home", companyDomain: "https://ignored.test", systemName: { en: "System B" } },
  { companyDomain: "https://oem-c.test/" },
  { systemName: { en: "Nowhere" } },
];

describe("the system switcher", () => {
  it("builds the SSO redirect query from the company domain", () => {
    expect(ssoRedirectQuery("https://oem-a.test")).toEqual({
      redirect: "https://oem-a.test/login",
      client: "",
      mode: "cloud",
    });
    expect(ssoRedirectQuery("https://oem-c.test/").redirect).toBe("https://oem-c.test/login");
  });

  it("lists the OEM systems in Chinese, a direct link winning over a domain, and skips one with neither", () => {
    const switcher = buildSystemSwitcher(TEST_BASES, testSession({ oemDomains }), {}, "zh");
    expect(switcher).toEqual({
      title: "nav.switcher.title",
      entries: [
        {
          id: "oem.0",
          text: "甲系统",
          action: { kind: "sso", query: { redirect: "https://oem-a.test/login", client: "", mode: "cloud" } },
        },
        { id: "oem.1", text: "System B", action: { kind: "link", href: "https://oem-b.test/home" } },
        {
          id: "oem.2",
          text: "https://oem-c.test/",
          action: { kind: "sso", query: { redirect: "https://oem-c.test/login", client: "", mode: "cloud" } },
        },
      ],
    });
  });

  it("names systems in English for English and Russian", () => {
    for (const locale of ["en", "ru"] as const) {
      const names = buildSystemSwitcher(TEST_BASES, testSession({ oemDomains }), {}, locale).entries.map(
        (e) => e.text,
      );
      expect(names).toEqual(["System A", "System B", "https://oem-c.test/"]);
    }
    const linkOnly = buildSystemSwitcher(
      TEST_BASES,
      testSession({ oemDomains: [{ link: "https://l.test" }] }),
      {},
      "en",
    );
    expect(linkOnly.entries[0]?.text).toBe("https://l.test");
  });

  it("adds the open-platform entry only with OPENS", () => {
    const withOpens = buildSystemSwitcher(TEST_BASES, testSession(), { OPENS: true }, "zh");
    expect(withOpens.entries).toEqual([
      {
        id: "openPlatform",
        name: "nav.switcher.openPlatform",
        action: { kind: "link", href: "https://console.portolan.test/open-platform" },
      },
    ]);
    expect(buildSystemSwitcher(TEST_BASES, testSession(), { OPENS: false }, "zh").entries).toEqual([]);
  });
});

describe("the system switcher and unsafe addresses", () => {
  it("leaves out a link or a domain that is not an explicit http(s) address", () => {
    const session = testSession({
      oemDomains: [
        { link: "javascript:alert(1)", companyDomain: "https://safe.test", systemName: { en: "Safe" } },
        { companyDomain: "javascript:alert(1)", systemName: { en: "Hostile" } },
        { link: "data:text/html,x", systemName: { en: "Data" } },
      ],
    });
    expect(buildSystemSwitcher(TEST_BASES, session, {}, "en").entries).toEqual([
      {
        id: "oem.0",
        text: "Safe",
        action: { kind: "sso", query: { redirect: "https://safe.test/login", client: "", mode: "cloud" } },
      },
    ]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oemHosts, oemOpenUrl, oemOrigins, openableUrl, systemOrigin } from "./oem-open-url.ts";

const oemDomains = [
  { companyDomain: "https://crm.oem.test", systemName: { en: "CRM" } },
  { companyDomain: "https://erp.oem.test:8443" },
  { link: "https://open.oem.test/portal" },
  { companyDomain: "javascript:alert(1)" },
];

describe("what the system switcher may open", () => {
  it("opens only explicit http and https addresses", () => {
    expect(openableUrl("https://crm.oem.test/sso?ticket=a")).toBe("https://crm.oem.test/sso?ticket=a");
    expect(openableUrl("HTTP://Crm.Oem.Test")).toBe("http://crm.oem.test/");
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "crm.oem.test",
      "//crm.oem.test",
      "/sso",
      "https://user:pw@crm.oem.test/",
      "https://",
      "",
      "vbscript:msgbox(1)",
    ])
      expect(openableUrl(bad), bad).toBeUndefined();
  });

  it("reads the hosts of the session's OEM systems, ports kept, unsafe ones left out", () => {
    expect([...oemHosts(oemDomains)].sort()).toEqual(["crm.oem.test", "erp.oem.test:8443", "open.oem.test"]);
  });

  it("opens a redirect answer only on a host of the session's OEM systems", () => {
    expect(oemOpenUrl("https://crm.oem.test/sso?ticket=t1", oemDomains)).toBe(
      "https://crm.oem.test/sso?ticket=t1",
    );
    expect(oemOpenUrl("https://erp.oem.test:8443/sso?ticket=t", oemDomains)).toBe(
      "https://erp.oem.test:8443/sso?ticket=t",
    );
    expect(oemOpenUrl("https://erp.oem.test/sso", oemDomains)).toBeUndefined();
    expect(oemOpenUrl("https://evil.test/sso?ticket=t", oemDomains)).toBeUndefined();
    expect(oemOpenUrl("https://crm.oem.test.evil.test/", oemDomains)).toBeUndefined();
    expect(oemOpenUrl("javascript:alert(1)", oemDomains)).toBeUndefined();
    expect(oemOpenUrl("https://crm.oem.test/", [])).toBeUndefined();
  });

  it("reads a system's origin with its own scheme, and https for a bare host", () => {
    expect(systemOrigin("https://crm.oem.test/login")).toBe("https://crm.oem.test");
    expect(systemOrigin("HTTP://Crm.Oem.Test:8080")).toBe("http://crm.oem.test:8080");
    expect(systemOrigin("crm.oem.test")).toBe("https://crm.oem.test");
    expect(systemOrigin("crm.oem.test:443/x")).toBe("https://crm.oem.test");
    expect(systemOrigin("crm.oem.test:8443")).toBe("https://crm.oem.test:8443");
    for (const bad of [
      "javascript:alert(1)",
      "//crm.oem.test",
      "",
      "https://user:pw@crm.oem.test",
      undefined,
    ])
      expect(systemOrigin(bad), String(bad)).toBeUndefined();
    expect(oemOrigins([{ link: "http://a.test" }, { companyDomain: "https://a.test/x" }]).get("a.test")).toBe(
      "https://a.test",
    );
  });

  it("never opens an answer that takes a system to another scheme than its own", () => {
    expect(oemOpenUrl("http://crm.oem.test/sso?ticket=t1", oemDomains)).toBeUndefined();
    const bare = [{ companyDomain: "crm.oem.test" }, { link: "http://plain.oem.test/" }];
    expect(oemOpenUrl("http://crm.oem.test/sso?ticket=t", bare)).toBeUndefined();
    expect(oemOpenUrl("https://crm.oem.test/sso?ticket=t", bare)).toBe("https://crm.oem.test/sso?ticket=t");
    expect(oemOpenUrl("http://plain.oem.test/sso?ticket=t", bare)).toBe("http://plain.oem.test/sso?ticket=t");
    expect(oemOpenUrl("https://plain.oem.test/sso?ticket=t", bare)).toBeUndefined();
  });

  it("never opens anything but http or https (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = openableUrl(text);
        return href === undefined || href.startsWith("http://") || href.startsWith("https://");
      }),
    );
    fc.assert(
      fc.property(fc.webUrl(), fc.webUrl(), (asked, answer) => {
        const href = oemOpenUrl(answer, [{ companyDomain: asked }]);
        return href === undefined || new URL(href).host === new URL(asked).host;
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { buildContactWidget, qqConsultHref, telHref } from "./contact-widget.ts";

describe("the floating contact widget", () => {
  it("offers phone, QQ and WeChat QR from configuration", () => {
    expect(
      buildContactWidget({ phone: "400-800 1234", qq: "12345", wechatQrSrc: "/img/wechat.png" }),
    ).toEqual([
      { kind: "phone", name: "nav.contact.phone", value: "400-800 1234", href: "tel:4008001234" },
      {
        kind: "qq",
        name: "nav.contact.qq",
        value: "12345",
        href: "https://wpa.qq.com/msgrd?v=3&uin=12345&site=qq&menu=yes",
      },
      { kind: "wechat", name: "nav.contact.wechat", src: "/img/wechat.png" },
    ]);
  });

  it("leaves out what is not configured", () => {
    expect(buildContactWidget({})).toEqual([]);
    expect(buildContactWidget({ qq: "", wechatQrSrc: "/q.png" }).map((e) => e.kind)).toEqual(["wechat"]);
  });

  it("keeps a leading plus in a tel link and escapes the QQ number", () => {
    expect(telHref(" +86 (21) 5555-0100")).toBe("tel:+862155550100");
    expect(qqConsultHref("1 2")).toContain("uin=1%202&");
  });
});

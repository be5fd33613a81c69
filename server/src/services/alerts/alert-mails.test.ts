// The alert mails in the three languages, Russian with its plural forms; the unsubscribe token.
import { describe, expect, it } from "vitest";
import { type AlertLine, digestMail, instantAlertMail, listUnsubscribeHeaders } from "./alert-mails.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.ts";

const line = (over: Partial<AlertLine> = {}): AlertLine => ({
  kind: "company",
  name: "ACME INC",
  shipments: 3,
  exact: true,
  link: "https://p.example/shipments/search?datasets=IMP_USA_BL_SEA&firm=importer%3A4&newAfter=1&newUpTo=9",
  unsubscribe: "https://p.example/alerts/unsubscribe?token=4.x",
  ...over,
});

describe("an instant alert mail", () => {
  it("names the company and the count in its subject, and carries both links", () => {
    const mail = instantAlertMail("ada@example.test", line(), "en");
    expect(mail.subject).toBe("ACME INC: 3 new shipments");
    expect(mail.text).toContain(`See them: ${line().link}`);
    expect(mail.text).toContain(`Stop these alerts: ${line().unsubscribe}`);
    expect(instantAlertMail("a@x", line({ shipments: 1 }), "en").subject).toBe("ACME INC: 1 new shipment");
    expect(instantAlertMail("a@x", line({ exact: false, shipments: 12000 }), "en").subject).toBe(
      "ACME INC: about 12000 new shipments",
    );
  });
  it.each([
    [1, "1 новая поставка"],
    [3, "3 новые поставки"],
    [5, "5 новых поставок"],
    [11, "11 новых поставок"],
    [21, "21 новая поставка"],
    [112, "112 новых поставок"],
  ])("counts %i in Russian as %s", (n, words) => {
    expect(instantAlertMail("a@x", line({ shipments: n }), "ru").subject).toBe(`ACME INC: ${words}`);
  });
  it("is written in Chinese", () => {
    const mail = instantAlertMail("a@x", line(), "zh");
    expect(mail.subject).toBe("ACME INC：3 条新货运记录");
    expect(mail.text).toContain("查看新记录：".replace("：", ": "));
  });
  it("describes a search by its words and data sets", () => {
    const mail = instantAlertMail(
      "a@x",
      line({ kind: "search", name: "datasets=IMP_USA_BL_SEA&keyword=chairs" }),
      "en",
    );
    expect(mail.subject).toBe("«chairs» (IMP_USA_BL_SEA): 3 new shipments");
    expect(mail.text).toContain("Tracked search: «chairs» (IMP_USA_BL_SEA)");
    const filtered = instantAlertMail(
      "a@x",
      line({ kind: "search", name: "datasets=IMP_USA_BL_SEA&hs=94&origin=CN" }),
      "en",
    );
    expect(filtered.subject).toBe("HS 94 · CN → (IMP_USA_BL_SEA): 3 new shipments");
    const bare = instantAlertMail("a@x", line({ kind: "search", name: "datasets=IMP_USA_BL_SEA" }), "en");
    expect(bare.subject).toBe("IMP_USA_BL_SEA: 3 new shipments");
  });
});

describe("the daily digest", () => {
  it("groups the day's alerts in one mail", () => {
    const mail = digestMail("a@x", [line(), line({ name: "BOLT GMBH", shipments: 2 })], "en");
    expect(mail.subject).toBe("Daily alerts: 2 tracked items, 5 new shipments");
    expect(mail.text).toContain("Tracked company: ACME INC");
    expect(mail.text).toContain("Tracked company: BOLT GMBH");
    expect(digestMail("a@x", [line()], "ru").subject).toBe("Ежедневная сводка: 3 новые поставки");
    expect(digestMail("a@x", [line()], "zh").subject).toBe("每日跟踪摘要：1 项有更新，共 3 条新货运记录");
  });
});

describe("the unsubscribe token", () => {
  const key = new Uint8Array(32).fill(7);
  it("names its item and nothing else", () => {
    const token = unsubscribeToken(key, 42);
    expect(token).toMatch(/^42\.[\w-]{32}$/);
    expect(readUnsubscribeToken(key, token)).toBe(42);
    expect(readUnsubscribeToken(new Uint8Array(32).fill(8), token)).toBeUndefined();
    expect(readUnsubscribeToken(key, token.replace(/^42/, "43"))).toBeUndefined();
    expect(readUnsubscribeToken(key, `${token}x`)).toBeUndefined();
    expect(readUnsubscribeToken(key, "")).toBeUndefined();
  });
});

describe("the List-Unsubscribe header fields (RFC 8058, D339)", () => {
  const link = (token: string) => `https://data.example.com/alerts/unsubscribe?token=${token}`;
  it("name an instant mail's unsubscribe link, to be posted to with one click", () => {
    const text = `Hello\nStop these alerts: ${link("7.abc")}\nbye`;
    expect(listUnsubscribeHeaders(text)).toEqual({
      "List-Unsubscribe": `<${link("7.abc")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
  it("stop every item of a digest with one link, each token once", () => {
    const text = [link("1.aa"), link("2.bb"), link("1.aa")].map((l) => `Stop: ${l}`).join("\n");
    expect(listUnsubscribeHeaders(text)?.["List-Unsubscribe"]).toBe(
      "<https://data.example.com/alerts/unsubscribe?token=1.aa&token=2.bb>",
    );
  });
  it("are absent from a mail without an unsubscribe link", () => {
    expect(listUnsubscribeHeaders("no links here")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { flattenMenu } from "./flatten-menu.ts";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";
import { buildPublicHeader } from "./public-header.ts";

const K = "https://console.portolan.test";

describe("the public header", () => {
  it("offers a visitor log in and free register on the console", () => {
    const header = buildPublicHeader(TEST_BASES, undefined);
    expect(header.kind).toBe("visitor");
    expect(flattenMenu(header.links)).toEqual([
      { id: "header.login", href: `${K}/login` },
      { id: "header.register", href: `${K}/register` },
    ]);
    expect(header.links.map((l) => l.name)).toEqual(["nav.header.login", "nav.header.register"]);
  });

  it("offers a signed-in user /account, /account/basicinfo and the account menu", () => {
    const header = buildPublicHeader(TEST_BASES, testSession());
    expect(header.kind).toBe("signedIn");
    expect(flattenMenu(header.links)).toEqual([
      { id: "header.account", href: `${K}/account` },
      { id: "header.basicInfo", href: `${K}/account/basicinfo` },
    ]);
    expect(header.kind === "signedIn" && header.accountMenu.account).toBe("acme");
  });

  it("adds the console shortcut only when the session has department info", () => {
    const header = buildPublicHeader(TEST_BASES, testSession({ deptInfo: { name: "Sales" } }));
    expect(flattenMenu(header.links).at(-1)).toEqual({ id: "header.console", href: `${K}/` });
  });
});

import { describe, expect, it } from "vitest";
import { buildAccountMenu } from "./account-menu.ts";
import { flattenMenu } from "./flatten-menu.ts";
import { TEST_BASES, testSession } from "./nav-fixtures.ts";

const K = "https://console.portolan.test";
const B = "https://admin.portolan.test";
const COMMON = [
  { id: "account.recharge", href: `${K}/cost` },
  { id: "account.manage", href: `${K}/account` },
  { id: "account.settings", href: `${K}/account/basicinfo` },
  { id: "account.advertising", href: `${K}/account/advertising` },
];

describe("the account dropdown", () => {
  it("shows name, ID, the main-account tag, phone and email", () => {
    const menu = buildAccountMenu(TEST_BASES, testSession({ phone: "+86 21 1234", email: "a@acme.test" }));
    expect(menu).toMatchObject({
      account: "acme",
      id: 1001,
      idLabel: "nav.account.id",
      mainAccount: true,
      mainAccountTag: "nav.account.mainAccount",
      phone: "+86 21 1234",
      email: "a@acme.test",
      signOut: { name: "nav.account.signOut", confirm: "nav.account.signOutConfirm" },
    });
  });

  it("leaves out the tag for a sub-account and absent or empty phone and email", () => {
    const menu = buildAccountMenu(TEST_BASES, testSession({ level: 1, phone: "" }));
    expect(menu.mainAccount).toBe(false);
    expect("phone" in menu).toBe(false);
    expect("email" in menu).toBe(false);
  });

  it.each([
    [[], COMMON],
    [
      ["admin"],
      [
        ...COMMON,
        { id: "account.tsAdmin", href: `${B}/ts-admin` },
        { id: "account.admin", href: `${B}/admin` },
        { id: "account.infoManage", href: `${B}/info-manage` },
        { id: "account.center", href: `${B}/account-center` },
      ],
    ],
    [["info"], [...COMMON, { id: "account.infoManage", href: `${B}/info-manage` }]],
    [["payment"], COMMON],
  ])("roles %j see %j", (userRole, expected) => {
    expect(flattenMenu(buildAccountMenu(TEST_BASES, testSession({ userRole })).links)).toEqual(expected);
  });
});

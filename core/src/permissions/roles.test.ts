import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TYPES,
  canConfirmTransfers,
  canDecideOnAccount,
  canManageInformation,
  canOpenAdminPages,
  canReadAudit,
  hasRole,
  isAccountType,
  isPaymentUser,
  SESSION_ROLES,
} from "./roles.ts";

describe("account types and session roles", () => {
  it("has the account types and roles of spec §6", () => {
    expect(ACCOUNT_TYPES).toEqual(["admin", "superuser", "member"]);
    expect(SESSION_ROLES).toEqual(["admin", "info", "payment"]);
    expect(isAccountType("superuser")).toBe(true);
    expect(isAccountType("Admin")).toBe(false);
    expect(isAccountType(3)).toBe(false);
  });

  it.each([
    [[], false, false, false],
    [["admin"], true, true, false],
    [["info"], false, true, false],
    [["payment"], false, false, true],
    [["info", "payment"], false, true, true],
    [["ADMIN", " info", "pay"], false, false, false],
  ])(
    "roles %j: admin pages %s, information management %s, payment user %s",
    (roles, admin, info, payment) => {
      expect(canOpenAdminPages(roles)).toBe(admin);
      expect(canManageInformation(roles)).toBe(info);
      expect(isPaymentUser(roles)).toBe(payment);
    },
  );

  it("lets an administrator decide on every account but their own", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (decider, account) => {
        expect(canDecideOnAccount(decider, account)).toBe(decider !== account);
      }),
    );
  });

  it("matches a role exactly", () => {
    expect(hasRole(["admin"], "admin")).toBe(true);
    expect(hasRole(["administrator"], "admin")).toBe(false);
  });
});

describe("who confirms transfers and reads the audit trail (D290)", () => {
  it.each([
    [[], false, false],
    [["admin"], true, true],
    [["info"], false, true],
    [["payment"], false, false],
    [["info", "payment"], false, true],
    [["Admin"], false, false],
  ])("roles %j: confirm %s, audit %s", (roles, confirm, audit) => {
    expect(canConfirmTransfers(roles)).toBe(confirm);
    expect(canReadAudit(roles)).toBe(audit);
  });

  it("law: whoever confirms transfers also reads the audit trail", () => {
    fc.assert(
      fc.property(fc.subarray([...SESSION_ROLES, "other"]), (roles) => {
        if (canConfirmTransfers(roles)) expect(canReadAudit(roles)).toBe(true);
      }),
    );
  });
});

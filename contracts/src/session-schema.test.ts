// Field for field with core's Session and Permissions (core/src/session/session.ts,
// core/src/permissions/permission-tree.ts), written out here because contracts may not import core.
import { Schema, SchemaAST } from "effect";
import { describe, expect, it } from "vitest";
import { PermissionsData, SessionData, TsPermissionsData } from "./session-schema.ts";

const keys = (schema: Schema.Top) => {
  const fields = (schema.ast as SchemaAST.Objects).propertySignatures;
  const pick = (optional: boolean) =>
    fields
      .filter((p) => SchemaAST.isOptional(p.type) === optional)
      .map((p) => String(p.name))
      .sort();
  return { required: pick(false), optional: pick(true) };
};

const session = {
  id: 7,
  account: "acme",
  level: 1,
  nickname: "Bo",
  oemDomains: [],
  userRole: [],
  permissions: {},
  membership: 0,
  customs_data_source: "",
};

describe("SessionData", () => {
  it("has core's Session fields, with the same ones optional", () => {
    expect(keys(SessionData)).toEqual({
      required: [
        "account",
        "customs_data_source",
        "id",
        "level",
        "membership",
        "nickname",
        "oemDomains",
        "permissions",
        "userRole",
      ],
      optional: ["deptInfo", "email", "phone"],
    });
  });

  it("has core's permission tree", () => {
    expect(keys(PermissionsData)).toEqual({ required: [], optional: ["OPENS", "TS"] });
    expect(keys(TsPermissionsData)).toEqual({
      required: [],
      optional: ["AI", "CDS", "EMAIL", "MARKET", "RECOMMEND", "SO"],
    });
  });

  it("reads a minimal sub-account session and a full one", () => {
    expect(Schema.decodeUnknownSync(SessionData)(session)).toStrictEqual(session);
    const full = {
      ...session,
      deptInfo: { name: "Sales" },
      phone: "1",
      email: "e@x",
      oemDomains: [{ companyDomain: "d", systemName: { "zh-cn": "系统", en: "System" } }, { link: "l" }],
      userRole: ["info"],
      permissions: {
        TS: {
          SO: true,
          AI: true,
          MARKET: false,
          EMAIL: true,
          RECOMMEND: false,
          CDS: { download_limit: false },
        },
        OPENS: false,
      },
      membership: 0b1000_0100,
    };
    expect(Schema.decodeUnknownSync(SessionData)(full)).toStrictEqual(full);
  });

  it.each([
    ["a negative level", { level: -1 }],
    ["a fractional id", { id: 1.5 }],
    ["a membership as text", { membership: "4" }],
    ["roles that are not strings", { userRole: [1] }],
    ["a permission that is not a boolean", { permissions: { TS: { SO: "yes" } } }],
    ["a download limit that is not a boolean", { permissions: { TS: { CDS: { download_limit: 1 } } } }],
    ["a department without name", { deptInfo: {} }],
    ["a bit string as a number", { customs_data_source: 1010 }],
    ["a null phone", { phone: null }],
  ])("refuses %s", (_what, change) => {
    expect(Schema.decodeUnknownResult(SessionData)({ ...session, ...change })._tag).toBe("Failure");
  });
});

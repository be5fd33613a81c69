import { NO_OWNERSHIP } from "@portolan/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StoredAccount } from "../../accounts/accounts/accounts-port.ts";
import { quickStatusOf, statusOf, toBasicInfo, toSession } from "./account-view.ts";

const base: StoredAccount = {
  id: 7,
  account: "ada",
  nickname: "Ada",
  firstName: "Ada",
  lastName: "L",
  level: 0,
  accountType: "member",
  roles: [],
  permissions: {},
  membership: 0,
  customsDataSource: NO_OWNERSHIP,
  oemDomains: [],
  passwordHash: "x",
  lifecycle: {},
  createdAt: 0,
};

describe("account views", () => {
  it("leave absent optional fields out of the session and the basic info (never null)", () => {
    expect(toSession(base)).toEqual({
      id: 7,
      account: "ada",
      level: 0,
      nickname: "Ada",
      oemDomains: [],
      userRole: [],
      permissions: {},
      membership: 0,
      customs_data_source: NO_OWNERSHIP,
    });
    expect(toBasicInfo({ ...base, department: "Sales", phone: "+1 555 0100" })).toEqual({
      id: 7,
      account: "ada",
      nickname: "Ada",
      department: "Sales",
      phone: "+1 555 0100",
    });
    expect(toSession({ ...base, department: "Sales" }).deptInfo).toEqual({ name: "Sales" });
  });

  it("answer the same status without asking for services unless dormancy is in question (property)", async () => {
    const year = 365 * 86_400_000;
    const time = fc.integer({ min: 0, max: 4 * year });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          lastLoginAt: fc.option(time, { nil: undefined }),
          expiry: fc.option(time, { nil: undefined }),
          breach: fc.option(time, { nil: undefined }),
          freeze: fc.option(
            fc.record({ since: time, functions: fc.constantFrom("all" as const, ["email"]) }),
            {
              nil: undefined,
            },
          ),
          appeal: fc.option(
            fc.record({
              filedAt: time,
              decision: fc.option(fc.record({ granted: fc.boolean(), at: time }), { nil: undefined }),
            }),
            { nil: undefined },
          ),
          now: time,
        }),
        async ({ lastLoginAt, expiry, breach, freeze, appeal, now }) => {
          const account: StoredAccount = {
            ...base,
            ...(lastLoginAt === undefined ? {} : { lastLoginAt }),
            lifecycle: {
              ...(breach === undefined ? {} : { cancelledForBreachAt: breach }),
              ...(freeze === undefined ? {} : { freeze }),
              ...(appeal === undefined
                ? {}
                : {
                    appeal:
                      appeal.decision === undefined
                        ? { filedAt: appeal.filedAt }
                        : { filedAt: appeal.filedAt, decision: appeal.decision },
                  }),
            },
          };
          const services = { ofAccount: async () => [], latestExpiry: async () => expiry };
          expect(await quickStatusOf(account, services, now)).toEqual(await statusOf(account, services, now));
        },
      ),
      { numRuns: 500 },
    );
  });
});

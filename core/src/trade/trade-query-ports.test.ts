// The port filter reads every code a release carries (issue 31): UN/LOCODEs and US customs codes.
import { describe, expect, it } from "vitest";
import { readTradeQuery } from "./trade-query.ts";

const portsOf = (port: string) => {
  const read = readTradeQuery({ datasets: "IMP_USA_BL_SEA", port });
  return read.ok ? read.value.ports : read.issues;
};

describe("the port filter's codes", () => {
  it("takes UN/LOCODEs, Schedule K (5 digits) and Schedule D (4 digits) codes, and codes no table knows", () => {
    expect(portsOf("cnsha, 57035,2704")).toEqual(["2704", "57035", "CNSHA"]);
    expect(portsOf("XXZZZ")).toEqual(["XXZZZ"]);
  });

  it("refuses what is no port code", () => {
    expect(portsOf("Shanghai")).toEqual(["trade.query.port"]);
    expect(portsOf("123")).toEqual(["trade.query.port"]);
  });
});

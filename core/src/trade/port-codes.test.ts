import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isPortCode, normalisePortCode, portCodeCountry, portCodeKind } from "./port-codes.ts";

describe("port codes as releases carry them", () => {
  it("tells a UN/LOCODE from a Schedule K and a Schedule D code", () => {
    expect(portCodeKind("CNSHA")).toBe("unlocode");
    expect(portCodeKind("SGSIN")).toBe("unlocode");
    expect(portCodeKind("57035")).toBe("scheduleK");
    expect(portCodeKind("2704")).toBe("scheduleD");
    expect(portCodeKind("china")).toBeUndefined();
    expect(portCodeKind("123")).toBeUndefined();
    expect(portCodeKind("CNSHAI")).toBeUndefined();
    expect(isPortCode("12345")).toBe(true);
    expect(isPortCode("")).toBe(false);
  });

  it("writes a typed code the one way the tables hold it", () => {
    expect(normalisePortCode("cn sha")).toBe("CNSHA");
    expect(normalisePortCode(" 57-035 ")).toBe("57035");
  });

  it("reads the country of a UN/LOCODE only", () => {
    expect(portCodeCountry("CNSHA")).toBe("CN");
    expect(portCodeCountry("2704")).toBeUndefined();
  });

  test.prop([fc.string({ maxLength: 12 })])("normalising twice is normalising once", (raw) => {
    expect(normalisePortCode(normalisePortCode(raw))).toBe(normalisePortCode(raw));
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amsBillType,
  amsFlashPoint,
  amsInBondEntryType,
  amsLoadStatus,
  amsRecordStatus,
  amsServiceType,
  amsTransportMode,
} from "./ams-codes.ts";

describe("the AMS codes", () => {
  it("reads the bill type: M a master bill, H a house bill", () => {
    expect(amsBillType("M")).toBe("master");
    expect(amsBillType("h")).toBe("house");
    expect(amsBillType("S")).toBeUndefined();
    expect(amsBillType(null)).toBeUndefined();
    expect(amsBillType(undefined)).toBeUndefined();
  });

  it("reads the record status as a letter or a word", () => {
    expect(amsRecordStatus("N")).toBe("new");
    expect(amsRecordStatus("New")).toBe("new");
    expect(amsRecordStatus("A")).toBe("amended");
    expect(amsRecordStatus(" amended ")).toBe("amended");
    expect(amsRecordStatus("D")).toBe("deleted");
    expect(amsRecordStatus("X")).toBeUndefined();
  });

  it("reads the in-bond entry types 00, 61, 62 and 63", () => {
    expect(amsInBondEntryType("00")).toBe("notInBond");
    expect(amsInBondEntryType("61")).toBe("immediateTransportation");
    expect(amsInBondEntryType("62")).toBe("transportationAndExportation");
    expect(amsInBondEntryType("63")).toBe("immediateExportation");
    expect(amsInBondEntryType("0")).toBeUndefined();
  });

  it("reads the US customs modes of transportation", () => {
    expect(amsTransportMode("10")).toBe("vessel");
    expect(amsTransportMode("11")).toBe("vesselContainer");
    expect(amsTransportMode(11)).toBe("vesselContainer");
    expect(amsTransportMode("20")).toBe("rail");
    expect(amsTransportMode("30")).toBe("truck");
    expect(amsTransportMode("40")).toBe("air");
    expect(amsTransportMode("41")).toBe("airContainer");
    expect(amsTransportMode("50")).toBe("mail");
    expect(amsTransportMode("70")).toBe("fixedInstallation");
    expect(amsTransportMode("99")).toBeUndefined();
    // The public release's words (D300), however spaced, hyphenated or cased.
    expect(amsTransportMode("Vessel, containerized")).toBe("vesselContainer");
    expect(amsTransportMode("Vessel, non containerized")).toBe("vessel");
    expect(amsTransportMode("RAIL, CONTAINERIZED")).toBe("railContainer");
    expect(amsTransportMode("Truck, containerized")).toBe("truckContainer");
    expect(amsTransportMode("Air")).toBe("air");
    expect(amsTransportMode("Mail")).toBe("mail");
    expect(amsTransportMode("Vessel, sort of")).toBeUndefined();
    expect(amsTransportMode("")).toBeUndefined();
  });

  it("reads load status and type of service", () => {
    expect(amsLoadStatus("FCL")).toBe("full");
    expect(amsLoadStatus("lcl")).toBe("partial");
    expect(amsLoadStatus("E")).toBeUndefined();
    expect(amsServiceType("PP")).toBe("portToPort");
    expect(amsServiceType("DD")).toBe("doorToDoor");
    expect(amsServiceType("CY")).toBe("containerYard");
    expect(amsServiceType("ZZ")).toBeUndefined();
  });
});

describe("the flash point", () => {
  it("signs the temperature by the negative indicator and names the scale", () => {
    expect(amsFlashPoint("23", "", "CEL")).toEqual({ degrees: 23, scale: "C" });
    expect(amsFlashPoint("23", "Y", "CEL")).toEqual({ degrees: -23, scale: "C" });
    expect(amsFlashPoint(-4, null, "FAH")).toEqual({ degrees: -4, scale: "F" });
    expect(amsFlashPoint("61.5", "N", "K")).toEqual({ degrees: 61.5, scale: undefined });
    expect(amsFlashPoint("0", "Y", "CEL")).toEqual({ degrees: 0, scale: "C" });
  });

  it("gives nothing without a readable temperature", () => {
    expect(amsFlashPoint("", "Y", "CEL")).toBeUndefined();
    expect(amsFlashPoint(null, null, null)).toBeUndefined();
    expect(amsFlashPoint("hot", "", "CEL")).toBeUndefined();
  });

  it("keeps the size of the temperature, whatever the indicator", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.constantFrom("Y", "N", "", "-"), (t, neg) => {
        expect(Math.abs(amsFlashPoint(String(t), neg, "CEL")?.degrees ?? Number.NaN)).toBe(t);
      }),
    );
  });
});

// What the coded fields of a US bill (the AMS release's header, bill, container and hazmat codes)
// mean: each code read to a key the screens name in the user's language. An unknown code reads to
// undefined, so a screen shows it as released rather than guessing.

const lookup =
  <K extends string>(table: Readonly<Record<string, K>>) =>
  (code: string | number | null | undefined): K | undefined =>
    code === null || code === undefined ? undefined : table[String(code).trim().toUpperCase()];

/** bill_type_code: the carrier's master bill, or a forwarder's house bill under it. */
export const amsBillType = lookup({ M: "master", H: "house" } as const);

/** record_status_indicator: a first filing, an amendment of it, or its deletion. */
export const amsRecordStatus = lookup({
  N: "new",
  NEW: "new",
  A: "amended",
  AMENDED: "amended",
  D: "deleted",
  DELETED: "deleted",
} as const);

/** in_bond_entry_type: 00 not in bond; 61 immediate transportation (IT), 62 T&E, 63 IE. */
export const amsInBondEntryType = lookup({
  "00": "notInBond",
  "61": "immediateTransportation",
  "62": "transportationAndExportation",
  "63": "immediateExportation",
} as const);

const MODE_CODES = {
  "10": "vessel",
  "11": "vesselContainer",
  "12": "borderWater",
  "20": "rail",
  "21": "railContainer",
  "30": "truck",
  "31": "truckContainer",
  "32": "auto",
  "33": "pedestrian",
  "34": "roadOther",
  "40": "air",
  "41": "airContainer",
  "50": "mail",
  "60": "passengerHandCarried",
  "70": "fixedInstallation",
} as const;

type ModeKey = (typeof MODE_CODES)[keyof typeof MODE_CODES];

/**
 * The words the public release writes instead of the codes ("Vessel, containerized", "Rail,
 * non-containerized", "Air", "Mail"; D300), keyed by their letters only, so "non containerized",
 * "Non-Containerized" and "NONCONTAINERIZED" read alike.
 */
const MODE_WORDS: Readonly<Record<string, ModeKey>> = {
  VESSEL: "vessel",
  VESSELNONCONTAINERIZED: "vessel",
  VESSELCONTAINERIZED: "vesselContainer",
  BORDERWATERBORNE: "borderWater",
  RAIL: "rail",
  RAILNONCONTAINERIZED: "rail",
  RAILCONTAINERIZED: "railContainer",
  TRUCK: "truck",
  TRUCKNONCONTAINERIZED: "truck",
  TRUCKCONTAINERIZED: "truckContainer",
  AUTO: "auto",
  PEDESTRIAN: "pedestrian",
  ROADOTHER: "roadOther",
  AIR: "air",
  AIRNONCONTAINERIZED: "air",
  AIRCONTAINERIZED: "airContainer",
  MAIL: "mail",
  PASSENGERHANDCARRIED: "passengerHandCarried",
  FIXEDINSTALLATION: "fixedInstallation",
  FIXEDTRANSPORTINSTALLATION: "fixedInstallation",
  FIXEDTRANSPORTINSTALLATIONS: "fixedInstallation",
};

const modeCode = lookup(MODE_CODES);
const NOT_LETTERS = /[^A-Z0-9]+/g;

/**
 * mode_of_transportation: the US customs mode codes (10 vessel, 11 vessel containerized, …) or the
 * words the public release writes for them. Undefined for anything else: never a guess.
 */
export const amsTransportMode = (code: string | number | null | undefined): ModeKey | undefined => {
  const byCode = modeCode(code);
  if (byCode !== undefined || code === null || code === undefined) return byCode;
  return MODE_WORDS[String(code).toUpperCase().replace(NOT_LETTERS, "")];
};

/** load_status: a full container load or a part of one. */
export const amsLoadStatus = lookup({ FCL: "full", LCL: "partial" } as const);

/** type_of_service: where the carrier takes the container from and delivers it to. */
export const amsServiceType = lookup({
  PP: "portToPort",
  DD: "doorToDoor",
  DP: "doorToPort",
  PD: "portToDoor",
  CY: "containerYard",
  CS: "containerStation",
  BB: "breakBulk",
} as const);

export type AmsBillType = NonNullable<ReturnType<typeof amsBillType>>;
export type AmsRecordStatus = NonNullable<ReturnType<typeof amsRecordStatus>>;
export type AmsInBondEntryType = NonNullable<ReturnType<typeof amsInBondEntryType>>;
export type AmsTransportMode = NonNullable<ReturnType<typeof amsTransportMode>>;
export type AmsLoadStatus = NonNullable<ReturnType<typeof amsLoadStatus>>;
export type AmsServiceType = NonNullable<ReturnType<typeof amsServiceType>>;

export interface FlashPoint {
  /** Degrees, negative when the release's negative indicator is set. */
  readonly degrees: number;
  /** C or F; undefined for a unit the release names otherwise. */
  readonly scale: "C" | "F" | undefined;
}

const SCALE: Readonly<Record<string, "C" | "F">> = { CEL: "C", C: "C", FAH: "F", F: "F" };
const NEGATIVE = new Set(["Y", "-", "1", "TRUE"]);

/**
 * A hazmat line's flash point: the release gives the temperature unsigned, a negative indicator and
 * a unit code (CEL, FAH). Undefined without a readable temperature.
 */
export const amsFlashPoint = (
  temperature: string | number | null | undefined,
  negative: string | number | null | undefined,
  unit: string | number | null | undefined,
): FlashPoint | undefined => {
  const text = temperature === null || temperature === undefined ? "" : String(temperature).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const value = Math.abs(Number(text));
  const isNegative =
    text.startsWith("-") ||
    NEGATIVE.has(
      String(negative ?? "")
        .trim()
        .toUpperCase(),
    );
  return {
    degrees: isNegative && value !== 0 ? -value : value,
    scale:
      SCALE[
        String(unit ?? "")
          .trim()
          .toUpperCase()
      ],
  };
};

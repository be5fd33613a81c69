// The codes a release names a port by (issue 31 "real port codes"): a UN/LOCODE (two letters of the
// country, three of the place: CNSHA), or a US customs code of CBP — Schedule K for a foreign port
// (five digits: 57035 Shanghai) and Schedule D for a US one (four digits: 2704 Los Angeles).

export type PortCodeKind = "unlocode" | "scheduleK" | "scheduleD";

const UNLOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const SCHEDULE_K = /^\d{5}$/;
const SCHEDULE_D = /^\d{4}$/;

/** A code as typed or released, written the one way the tables hold it: "cn sha" → CNSHA. */
export const normalisePortCode = (raw: string): string => raw.replace(/[\s.-]/g, "").toUpperCase();

/** The kind of a normalised code, or undefined for what is no port code at all. */
export const portCodeKind = (code: string): PortCodeKind | undefined =>
  UNLOCODE.test(code)
    ? "unlocode"
    : SCHEDULE_K.test(code)
      ? "scheduleK"
      : SCHEDULE_D.test(code)
        ? "scheduleD"
        : undefined;

export const isPortCode = (code: string): boolean => portCodeKind(code) !== undefined;

/** Any of the three kinds, in one pattern (for readers that take a pattern). */
export const PORT_CODE = /^(?:[A-Z]{2}[A-Z0-9]{3}|\d{4,5})$/;

/** The ISO country of a UN/LOCODE (its first two letters); customs codes name none by themselves. */
export const portCodeCountry = (code: string): string | undefined =>
  portCodeKind(code) === "unlocode" ? code.slice(0, 2) : undefined;

// Whether links may be prefetched on this connection (spec §9: skipped on 2g or with data saver on).
// Reads the Network Information API's fields; browsers without it allow prefetching.

export interface ConnectionFacts {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

export const mayPrefetch = (connection: ConnectionFacts | undefined): boolean =>
  connection === undefined ||
  (connection.saveData !== true && !["2g", "slow-2g"].includes(connection.effectiveType ?? ""));

/** The browser's connection facts, if it exposes them. */
export const browserConnection = (): ConnectionFacts | undefined =>
  typeof navigator === "undefined"
    ? undefined
    : (navigator as Navigator & { readonly connection?: ConnectionFacts }).connection;

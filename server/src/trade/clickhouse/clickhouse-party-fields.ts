// The search words' vessel, notify party and address fields (D330) through an index (issue 31
// item 5, D347): each field a piece of a lower-cased text, so each text under a text index of its
// 3-grams, which ClickHouse asks for a LIKE '%piece%' (a position() it would not use). The index is
// on the expression itself: no column is added, and the filter names the same expression.

/** The parties' names and addresses as released (the bill detail's AMS tables), lower-cased. */
const ADDRESS_TEXT =
  "lower(concat(JSONExtractRaw(coalesce(detail, '{}'), 'shipper'), JSONExtractRaw(coalesce(detail, '{}'), 'consignee'), JSONExtractRaw(coalesce(detail, '{}'), 'notifyparty')))";

/** Each field's text, as its index and the filter name it. */
export const PARTY_FIELD_TEXT = {
  vessel: "lower(coalesce(vessel, ''))",
  notify: "lower(coalesce(notify_name, ''))",
  address: ADDRESS_TEXT,
} as const;

export type PartyField = keyof typeof PARTY_FIELD_TEXT;

/** The skip index of each field's text (materialised for bills stored before: clickhouse-derived-upgrade.ts). */
export const PARTY_FIELD_INDEX: Readonly<Record<PartyField, string>> = {
  vessel: "vessel_grams",
  notify: "notify_grams",
  address: "address_grams",
};

export const partyFieldIndexes = (db: string): readonly string[] =>
  (Object.keys(PARTY_FIELD_TEXT) as PartyField[]).map(
    (field) =>
      `ALTER TABLE ${db}.trade_bills ADD INDEX IF NOT EXISTS ${PARTY_FIELD_INDEX[field]} ${PARTY_FIELD_TEXT[field]} TYPE text(tokenizer = ngrams(3))`,
  );

/** A LIKE pattern finding the piece anywhere, its own % _ and \ taken as written. */
export const containsPattern = (piece: string): string => `%${piece.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

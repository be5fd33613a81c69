// PostgreSQL numbers its parameters ($1, $2…) where SQLite takes `?`. The stores write `?` once;
// the PostgreSQL client numbers them, skipping quoted text and identifiers (a `?` there is not a
// parameter).

export const numberPlaceholders = (sql: string): string => {
  let out = "";
  let n = 0;
  let quote: string | undefined;
  for (const ch of sql) {
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === "?") {
      n += 1;
      out += `$${n}`;
    } else out += ch;
  }
  return out;
};

/** `?, ?, ?` for an IN list of n values. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => "?").join(", ");

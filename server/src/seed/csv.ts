// CSV as RFC 4180 writes it: fields separated by commas, a field in double quotes may hold commas,
// line breaks and doubled quotes (""). Lines end in LF or CRLF; a final line break is optional.

/** Every record of `text`, each a list of fields. An empty text has no records. */
export const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  /** Something of the current record has been read (so a last line without a line break counts). */
  let open = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
    open = false;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    open = true;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") endField();
    else if (ch === "\n") endRecord();
    else if (ch === "\r" && text[i + 1] === "\n") {
      endRecord();
      i += 1;
    } else field += ch;
    i += 1;
  }
  if (open) endRecord();
  return records;
};

/** The records of a CSV with a header line, as objects keyed by the header's names. */
export const parseCsvObjects = (text: string): Record<string, string>[] => {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
};

const needsQuotes = /[",\r\n]/;

const quote = (f: string) => `"${f.replaceAll('"', '""')}"`;

/**
 * Writes records as CSV (LF line ends), quoting only the fields that need it, and a record of one
 * empty field as "" so that it is not read as a blank line.
 */
export const formatCsv = (records: readonly (readonly string[])[]): string =>
  records
    .map((record) =>
      record.length === 1 && record[0] === ""
        ? '""'
        : record.map((f) => (needsQuotes.test(f) ? quote(f) : f)).join(","),
    )
    .join("\n");

// Why the importer skipped a row, a file or a release, or what it noted on a row it loaded (issue 14
// §1, issue 30), with the English text its summary and report file print.
import { defineMessages } from "../messages/define-messages.ts";

export const importMessages = defineMessages({
  "import.skip.noIdentifier": "no identifier",
  "import.skip.badDate": "not a date (yyyy-MM-dd), or no arrival date",
  "import.skip.badNumber": "not a number",
  "import.skip.badHsCode": "not an HS code (4 to 10 digits)",
  "import.skip.badRecordStatus": "record status neither New nor Amended",
  "import.skip.noName": "party without a name",
  "import.skip.noBillNumber": "no master bill number",
  "import.skip.noBill":
    "belongs to no bill of the release (its header or billgen row is missing or was skipped)",
  "import.skip.duplicate": "the same identifier again",
  "import.skip.unreadable": "unreadable CSV (an unclosed quote?)",
  "import.skip.columnCount": "a different number of fields than the header",
  "import.skip.badCountry": "not a two-letter country code",
  "import.skip.badMode": "transport mode neither SEA, AIR nor LAND",
  "import.file.missingColumns":
    "the file lacks a required column; its release was refused whole (load it again once fixed)",
  "import.file.empty": "an empty file (not even a header row); its release was refused whole",
  "import.file.unreadable": "the file could not be read (a broken gzip?); its release was refused whole",
  "import.release.missingTable":
    "a table of the release has no file; the release was refused whole (load it again once complete)",
  "import.note.latin1": "lines that are not UTF-8, read as Latin-1 (Windows-1252)",
  "import.note.unknownCode":
    "a value the release does not define; kept as released, its meaning stored as unknown",
  "import.note.fieldCut": "a field longer than its limit, cut and marked with …",
  "import.file.unknownName":
    "not a release file (ams__<table>_<yyyy>__<yyyymmddhhmm>.csv or decl__<DATA SET>__<yyyymmddhhmm>.csv, optionally .gz)",
  "import.file.missing": "no such file or folder",
});
export type ImportMessageId = keyof typeof importMessages;

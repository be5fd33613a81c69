// Why the importer skipped a row or a file (issue 14 §1), with the English text its summary prints.
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
  "import.file.missingColumns": "the file lacks a required column; none of its rows were read",
  "import.file.unknownName":
    "not a release file (ams__<table>_<yyyy>__<yyyymmddhhmm>.csv or decl__<DATA SET>__<yyyymmddhhmm>.csv, optionally .gz)",
  "import.file.missing": "no such file or folder",
});
export type ImportMessageId = keyof typeof importMessages;

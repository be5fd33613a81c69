// Designed here (issue 15 "Exports"): an export runs in the provider in the background, its progress
// and past exports are listed, and a finished one is downloaded as a file (EXPORT_FILE_PATH, a plain
// route like the streaming export). What to export is described plainly: a search's query (the
// search call's parameters), a firm's partner report, or one table of its profile.
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { Count, EpochMillis, LineText, LongText } from "../primitives.ts";
import { TradeQueryParams } from "./trade.ts";

export const ExportFormat = Schema.Literals(["csv", "xlsx"]);

/** The firm's name as the screen showed it: the list of exports names the export by it. */
const FirmName = Schema.optionalKey(LineText);

export const ExportSubject = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("search"), query: TradeQueryParams }),
  Schema.Struct({
    kind: Schema.Literal("partners"),
    id: LineText,
    datasets: LongText,
    name: FirmName,
    /** The report's order as the screen shows it (core's readPartnerOrder); by shipments when absent. */
    sort: Schema.optionalKey(LineText),
    order: Schema.optionalKey(LineText),
  }),
  Schema.Struct({
    kind: Schema.Literal("profile"),
    id: LineText,
    datasets: LongText,
    name: FirmName,
    /** Core's PROFILE_TABLES. */
    table: Schema.Literals(["partners", "hsCodes", "ports", "lanes", "monthly"]),
  }),
]).annotate({ identifier: "ExportSubject" });
export type ExportSubject = typeof ExportSubject.Type;

export const ExportView = Schema.Struct({
  id: Count,
  subject: ExportSubject,
  format: ExportFormat,
  status: Schema.Literals(["queued", "running", "done", "failed"]),
  /** Why a failed export failed: a message id (exports.failed.*). */
  reason: Schema.optionalKey(Schema.String),
  rowsWritten: Count,
  /** The matches, cut at the caller's export row limit (spec §6, D321). */
  rowsExpected: Count,
  /** What the search or report found when the export started: "1,000 of 2,280" when cut (absent on older exports). */
  matches: Schema.optionalKey(Count),
  /** Core's exportPercent: 0 to 100, 100 only when the file is ready. */
  percent: Count,
  createdAt: EpochMillis,
  finishedAt: Schema.optionalKey(EpochMillis),
  /** The file's size in bytes, when done. */
  bytes: Schema.optionalKey(Count),
  fileName: Schema.String,
}).annotate({ identifier: "ExportView" });
export type ExportView = typeof ExportView.Type;

export const exportJobs = defineEndpoint({
  name: "exportJobs",
  method: "GET",
  host: "provider",
  path: "/console/exports",
  encoding: "none",
  request: {},
  response: Envelope(
    Schema.Struct({
      exports: Schema.Array(ExportView),
      /** The caller's export row limit (core's exportRowLimit, spec §6), to say before exporting. */
      rowLimit: Count,
      /** How long a finished export is kept, in days. */
      keptDays: Count,
    }),
  ),
  requiresSession: true,
  summary: "The account's exports, newest first (50 at most), with the caller's export row limit",
  tag: "trade",
  origin: "designed",
});

export const createExport = defineEndpoint({
  name: "createExport",
  method: "POST",
  host: "provider",
  path: "/console/exports",
  encoding: "json",
  request: { body: Schema.Struct({ subject: ExportSubject, format: ExportFormat }) },
  response: Envelope(ExportView),
  requiresSession: true,
  summary: "Start an export (CSV or XLSX) of a search, a partner report or a profile table",
  description:
    "Codes: 10001 a query that cannot be read; 52001-52005 as the search and partner report refuse; 54001 three exports under way already.",
  tag: "trade",
  origin: "designed",
});

/** A finished export's file: GET with `?id=`; a refusal answers the envelope (54002). */
export const EXPORT_FILE_PATH = "/console/exports/file";
export const exportFilePath = (id: number): string => `${EXPORT_FILE_PATH}?id=${id}`;

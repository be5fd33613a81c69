// The search parameter transformer of spec §3: turns raw query parameters (any shape) into the
// request the search endpoints take. Total: it never throws; what it cannot read it leaves out
// or replaces by the default (decisions "Out-of-range paging is clamped", "Search parameter types").
import type { PageSize } from "../constants/paging.ts";
import { isIsoDate } from "./iso-date.ts";
import { clampPage, normalizePageSize } from "./paging.ts";

export type SearchTypeCode = 0 | 1 | 2;

export interface SearchRequest {
  /** The page, sent as `current`: an integer in [1, MAX_TOP_PAGE]. */
  readonly current: number;
  readonly pageSize: PageSize;
  readonly searchType: SearchTypeCode;
  readonly dig?: boolean;
  readonly keyword?: string;
  /** Search again within the previous results. */
  readonly research?: boolean;
  readonly ids?: readonly string[];
  readonly force?: boolean;
  readonly modelName?: string;
  readonly sender?: string;
  /** yyyy-MM-dd, never after endTime. */
  readonly startTime?: string;
  readonly endTime?: string;
}

type Raw = Readonly<Record<string, unknown>>;

/** website-email is 2, com-all is 0, anything else (including nothing) is 1. */
export const searchTypeCode = (raw: unknown): SearchTypeCode =>
  raw === "website-email" ? 2 : raw === "com-all" ? 0 : 1;

/** A repeated query parameter counts by its first value. */
const first = (raw: unknown): unknown => (Array.isArray(raw) ? raw[0] : raw);

const readText = (raw: unknown): string | undefined => {
  const v = first(raw);
  const text =
    typeof v === "string" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : "";
  return text === "" ? undefined : text;
};

const readFlag = (raw: unknown): boolean | undefined => {
  const v = first(raw);
  if (v === true || v === "true" || v === "1" || v === 1) return true;
  if (v === false || v === "false" || v === "0" || v === 0) return false;
  return undefined;
};

/** ids as a list or a comma-separated string; blanks dropped, order kept. */
const readIds = (raw: unknown): readonly string[] | undefined => {
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) =>
    typeof v === "string" ? v.split(",") : typeof v === "number" && Number.isFinite(v) ? [String(v)] : [],
  );
  const ids = parts.map((p) => p.trim()).filter((p) => p !== "");
  return ids.length === 0 ? undefined : ids;
};

const readDate = (raw: unknown): string | undefined => {
  const v = readText(raw);
  return isIsoDate(v) ? v : undefined;
};

const asRecord = (input: unknown): Raw =>
  typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Raw) : {};

export const transformSearchParams = (input: unknown): SearchRequest => {
  const raw = asRecord(input);
  let startTime = readDate(raw.startTime);
  let endTime = readDate(raw.endTime);
  // A range typed backwards is the same range.
  if (startTime !== undefined && endTime !== undefined && startTime > endTime)
    [startTime, endTime] = [endTime, startTime];
  const optional = {
    dig: readFlag(raw.dig),
    keyword: readText(raw.keyword),
    research: readFlag(raw.research),
    ids: readIds(raw.ids),
    force: readFlag(raw.force),
    modelName: readText(raw.modelName),
    sender: readText(raw.sender),
    startTime,
    endTime,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined));
  return {
    current: clampPage(first(raw.page)),
    pageSize: normalizePageSize(first(raw.pageSize)),
    searchType: searchTypeCode(first(raw.searchType)),
    ...present,
  };
};

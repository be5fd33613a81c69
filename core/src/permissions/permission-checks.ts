// Named checks over the nested session permissions (spec §3 Permissions, §6 Navigation gating).
// A sub-entry grants its feature when it is present and not false (see permission-tree.ts); the
// identity call may send `true` or an object, so any value other than undefined, null or false grants.

import type { Permissions } from "./permission-tree.ts";

const granted = (entry: unknown): boolean => entry !== undefined && entry !== null && entry !== false;

/** Trade search (TS.SO): the trade-search page and the CRM. */
export const hasTradeSo = (p: Permissions): boolean => granted(p.TS?.SO);
/** AI marketing (TS.AI). */
export const hasAiMarketing = (p: Permissions): boolean => granted(p.TS?.AI);
/** Market analysis (TS.MARKET): the statistics pages. */
export const hasMarketAnalysis = (p: Permissions): boolean => granted(p.TS?.MARKET);
/** Email centre (TS.EMAIL). */
export const hasEmail = (p: Permissions): boolean => granted(p.TS?.EMAIL);
/** Recommended marketing (TS.RECOMMEND). */
export const hasRecommend = (p: Permissions): boolean => granted(p.TS?.RECOMMEND);
/** Downloads capped (TS.CDS.download_limit). */
export const hasDownloadLimit = (p: Permissions): boolean => granted(p.TS?.CDS?.download_limit);
/** Open platform (OPENS): the system switcher's open-platform entry. */
export const hasOpenPlatform = (p: Permissions): boolean => granted(p.OPENS);

/** The marketing menu shows with AI marketing or recommend (spec §2.6). */
export const hasMarketing = (p: Permissions): boolean => hasAiMarketing(p) || hasRecommend(p);

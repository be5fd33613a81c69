// The utilities list (spec §7): list 265 pages through the stored tools; each page starts with the
// header row the console skips. Other list ids answer an empty list (decision: utilities paging).

import { clampPage, PAGE_SIZE_CHOICES } from "@portolan/core";
import type { Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import type { ReferenceStore } from "../../reference/reference-port.ts";
import { UTILITIES_HEADER } from "./utility-tools.ts";

/** The most tools one page holds: the largest page size of spec §9. */
export const UTILITIES_MAX_LIMIT = Math.max(...PAGE_SIZE_CHOICES);

export const utilitiesHandler =
  (store: ReferenceStore): Handlers["utilitiesList"] =>
  async ({ query }) => {
    const page = clampPage(query.page);
    const limit = Math.min(query.limit, UTILITIES_MAX_LIMIT);
    const found = await store.utilities(query.id, (page - 1) * limit, limit, query.desc);
    if (found.total === 0) return success({ rows: [], total: 0 });
    return success({
      rows: [UTILITIES_HEADER, ...found.rows.map((r) => ({ name: r.name, info: { url: r.url } }))],
      total: found.total,
    });
  };

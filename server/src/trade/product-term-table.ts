// The product-term dictionary (core's product-terms.ts) from the server's reference data: the HS
// 2022 nomenclature in Russian and Chinese and China's 10-digit commodity names. Read once.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ProductTerm } from "@portolan/core";
import { parseCsvObjects } from "../seed/csv.ts";
import { DATA_DIR } from "../seed/reference-tables.ts";

let cached: readonly ProductTerm[] | undefined;

const read = (file: string, code: string, text: string): ProductTerm[] =>
  parseCsvObjects(readFileSync(join(DATA_DIR, file), "utf8")).map((r) => ({
    code: r[code] ?? "",
    text: r[text] ?? "",
  }));

export const productTerms = (): readonly ProductTerm[] => {
  cached ??= [
    ...read("hs-2022-ru.csv", "hscode", "description"),
    ...read("hs-2022-zh.csv", "hscode", "description"),
    ...read("cn-commodity-codes-2026.csv", "code", "name"),
  ];
  return cached;
};

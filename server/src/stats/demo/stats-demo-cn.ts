// Demo China customs files in the layout its online statistics query exports (core's
// CN_CUSTOMS_COLUMNS): one file per flow and year, monthly rows by 8-digit product (from the real
// 2026 commodity-code table), partner (customs country code), trade mode and the trader's province,
// with first and second statutory quantity and the value in US dollars and yuan.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  CN_CUSTOMS_COLUMNS,
  CN_KILOGRAM,
  cnCustomsCodeOf,
  provinceByCode,
  tradeModeByCode,
} from "@portolan/core";
import { formatCsv, parseCsvObjects } from "../../seed/csv.ts";
import { mulberry32, type Prng, weightedPicker } from "../../seed/prng.ts";
import { DATA_DIR } from "../../seed/reference-tables.ts";
import {
  AFFINITY,
  CN_MODE_SHARE,
  CN_PROVINCE_SHARE,
  DEMO_PARTNERS,
  DEMO_REPORTERS,
  EXPORT_TILT,
  IMPORT_TILT,
} from "./stats-demo-plan.ts";
import {
  chaptersOf,
  type DemoProduct,
  demoMonths,
  drawProducts,
  lognormal,
  monthFactor,
  pickDistinct,
  type StatsDemoScale,
} from "./stats-demo-shape.ts";

type CnProduct = DemoProduct & { readonly unit: string };

const cnProducts = (scale: StatsDemoScale): readonly CnProduct[] => {
  const rng = mulberry32(scale.seed ^ 0xc4);
  const table = parseCsvObjects(readFileSync(join(DATA_DIR, "cn-commodity-codes-2026.csv"), "utf8"));
  return chaptersOf(scale).flatMap((chapter) => {
    const under = new Map<string, { name: string; unit: string }>();
    for (const r of table) {
      const code = r.code ?? "";
      if (code.startsWith(chapter.code) && !under.has(code.slice(0, 8)))
        under.set(code.slice(0, 8), {
          name: r.name ?? "",
          unit: /^[\u4e00-\u9fff]{1,2}$/.test(r.unit ?? "") ? (r.unit as string) : CN_KILOGRAM,
        });
    }
    return pickDistinct(rng, [...under.keys()], scale.productsPerChapter).map((code) => {
      const e = under.get(code) as { name: string; unit: string };
      return { code, name: e.name, unit: e.unit, chapter };
    });
  });
};

const picker = (shares: Readonly<Record<string, number>>) => {
  const pick = weightedPicker(Object.entries(shares), ([, w]) => w);
  return (rng: Prng) => pick(rng)[0];
};

/** The yuan to the dollar in a month, about (7.1 to 7.3). */
const yuanPerDollar = (index: number) => 7.2 + 0.08 * Math.sin(index / 3);

export const writeCnDemo = (dir: string, scale: StatsDemoScale): string[] => {
  const products = cnProducts(scale);
  const rng = mulberry32(scale.seed ^ 0x2026);
  const china = DEMO_REPORTERS[0] as (typeof DEMO_REPORTERS)[number];
  const months = demoMonths();
  const names: string[] = [];
  for (const flow of ["X", "M"] as const) {
    const files = new Map<
      string,
      Map<string, { row: string[]; usd: number; cny: number; q1: number; q2: number }>
    >();
    const mode = picker(CN_MODE_SHARE[flow]);
    const province = picker(CN_PROVINCE_SHARE[flow]);
    const annual = (flow === "X" ? china.exports : china.imports) * 1e9;
    const tilt = (flow === "X" ? EXPORT_TILT : IMPORT_TILT).CN ?? {};
    const partners = DEMO_PARTNERS.slice(0, scale.partners).filter((p) => p.a2 !== "CN");
    const weights = partners.map((p) => p.mass * (AFFINITY[`CN-${p.a2}`] ?? 1) * lognormal(rng, 0.2));
    const sum = weights.reduce((a, b) => a + b, 0);
    partners.forEach((partner, i) => {
      const pairTotal = (annual * (weights[i] as number)) / sum;
      const mix = drawProducts(
        rng,
        products,
        (p) => (p.chapter.share * (tilt[p.chapter.code] ?? 1)) / scale.productsPerChapter,
        scale.productsPerPair,
      );
      const growth = 0.03 + 0.08 * (lognormal(rng, 0.6) - 1);
      months.forEach((ym, index) => {
        const year = ym.slice(0, 4);
        const rows = files.get(year) ?? new Map();
        files.set(year, rows);
        for (const { item, share } of mix) {
          const value = pairTotal * share * monthFactor(ym, index, growth) * lognormal(rng, 0.12);
          const kg = value / (item.chapter.usdPerKg * lognormal(rng, 0.1));
          // Most of a product's trade goes one way, some another (trade mode, province).
          for (const part of [0.72, 0.28]) {
            const m = mode(rng);
            const p = province(rng);
            const key = [ym, item.code, partner.a2, m, p].join("|");
            const q1 =
              item.unit === CN_KILOGRAM
                ? kg * part
                : Math.max(1, (kg * part) / (item.chapter.kgPerUnit ?? 1));
            const old = rows.get(key);
            const usd = (old?.usd ?? 0) + value * part;
            const cny = (old?.cny ?? 0) + value * part * yuanPerDollar(index);
            const both = { q1: (old?.q1 ?? 0) + q1, q2: (old?.q2 ?? 0) + kg * part };
            const row = [
              ym.replace("-", ""),
              item.code,
              item.name,
              cnCustomsCodeOf(partner.a2) ?? "",
              partner.zh,
              m,
              tradeModeByCode(m)?.name.zh ?? "",
              p,
              provinceByCode(p)?.name.zh ?? "",
              String(Math.round(both.q1)),
              item.unit,
              item.unit === CN_KILOGRAM ? "" : String(Math.round(both.q2)),
              item.unit === CN_KILOGRAM ? "" : CN_KILOGRAM,
              String(Math.round(usd)),
              String(Math.round(cny)),
            ];
            rows.set(key, { row, usd, cny, ...both });
          }
        }
      });
    });
    for (const [year, rows] of files) {
      const name = `cn-customs_${flow === "X" ? "export" : "import"}_${year}.csv.gz`;
      const body = formatCsv([[...CN_CUSTOMS_COLUMNS], ...[...rows.values()].map((r) => r.row)]);
      writeFileSync(join(dir, name), gzipSync(`${body}\n`));
      names.push(name);
    }
  }
  return names;
};

// Demo UN Comtrade files in its bulk CSV layout (core's COMTRADE_COLUMNS): for each reporter and
// year, monthly 6-digit rows by partner for imports and exports, gzip, named as the bulk download
// names its files by reporter and period. Values spread each reporter's real yearly totals.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { COMTRADE_COLUMNS } from "@portolan/core";
import { formatCsv } from "../../seed/csv.ts";
import { mulberry32 } from "../../seed/prng.ts";
import { referenceTables } from "../../seed/reference-tables.ts";
import {
  AFFINITY,
  DEMO_PARTNERS,
  DEMO_REPORTERS,
  type DemoPartner,
  type DemoReporter,
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

const UNIT_CODE = { u: "5", kg: "8", l: "7" } as const;

const unProducts = (scale: StatsDemoScale, seed: number): readonly DemoProduct[] => {
  const rng = mulberry32(seed);
  const six = referenceTables().hsCodes.filter((h) => h.level === 6);
  return chaptersOf(scale).flatMap((chapter) =>
    pickDistinct(
      rng,
      six.filter((h) => h.code.startsWith(chapter.code)),
      scale.productsPerChapter,
    ).map((h) => ({ code: h.code, name: h.description, chapter })),
  );
};

const row = (
  r: DemoReporter,
  p: DemoPartner,
  flow: "M" | "X",
  ym: string,
  product: DemoProduct,
  value: number,
  kg: number,
) => {
  const unit = product.chapter.unit;
  const qty = unit === "u" ? Math.max(1, Math.round(kg / (product.chapter.kgPerUnit ?? 1))) : Math.round(kg);
  const [year, month] = [ym.slice(0, 4), String(Number(ym.slice(5)))];
  const period = ym.replace("-", "");
  const v = String(Math.round(value));
  const f: Record<string, string> = {
    typeCode: "C",
    freqCode: "M",
    refPeriodId: `${period}01`,
    refYear: year,
    refMonth: month,
    period,
    reporterCode: String(r.m49),
    reporterISO: r.a3,
    reporterDesc: r.name,
    flowCode: flow,
    flowDesc: flow === "M" ? "Import" : "Export",
    partnerCode: String(p.m49),
    partnerISO: p.a3,
    partnerDesc: p.name,
    partner2Code: "0",
    partner2ISO: "W00",
    partner2Desc: "World",
    classificationCode: "H6",
    classificationSearchCode: "HS",
    isOriginalClassification: "True",
    cmdCode: product.code,
    cmdDesc: product.name,
    aggrLevel: "6",
    isLeaf: "True",
    customsCode: "C00",
    customsDesc: "TOTAL CPC",
    mosCode: "0",
    motCode: "0",
    motDesc: "TOTAL MOT",
    qtyUnitCode: UNIT_CODE[unit],
    qtyUnitAbbr: unit,
    qty: String(qty),
    isQtyEstimated: "False",
    altQtyUnitCode: "",
    altQtyUnitAbbr: "",
    altQty: "",
    isAltQtyEstimated: "False",
    netWgt: String(Math.round(kg)),
    isNetWgtEstimated: "False",
    grossWgt: String(Math.round(kg * 1.04)),
    isGrossWgtEstimated: "False",
    cifvalue: flow === "M" ? v : "",
    fobvalue: flow === "X" ? v : "",
    primaryValue: v,
    legacyEstimationFlag: "0",
    isReported: "True",
    isAggregate: "False",
  };
  return COMTRADE_COLUMNS.map((c) => f[c] ?? "");
};

/** Writes the files into `dir`; their names. */
export const writeUnDemo = (dir: string, scale: StatsDemoScale): string[] => {
  const products = unProducts(scale, scale.seed);
  const rng = mulberry32(scale.seed ^ 0x0c0ffee);
  const months = demoMonths();
  const names: string[] = [];
  for (const reporter of DEMO_REPORTERS.slice(0, scale.reporters)) {
    const byYear = new Map<string, string[][]>();
    for (const flow of ["X", "M"] as const) {
      const annual = (flow === "X" ? reporter.exports : reporter.imports) * 1e9;
      const tilt = (flow === "X" ? EXPORT_TILT : IMPORT_TILT)[reporter.a2] ?? {};
      const partners = DEMO_PARTNERS.slice(0, scale.partners).filter((p) => p.a2 !== reporter.a2);
      const weights = partners.map(
        (p) => p.mass * (AFFINITY[`${reporter.a2}-${p.a2}`] ?? 1) * lognormal(rng, 0.2),
      );
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
          const rows = byYear.get(ym.slice(0, 4)) ?? [];
          byYear.set(ym.slice(0, 4), rows);
          for (const { item, share } of mix) {
            const value = pairTotal * share * monthFactor(ym, index, growth) * lognormal(rng, 0.12);
            const kg = value / (item.chapter.usdPerKg * lognormal(rng, 0.1));
            rows.push(row(reporter, partner, flow, ym, item, value, kg));
          }
        });
      });
    }
    for (const [year, rows] of byYear) {
      const name = `comtrade_${reporter.a3}_M_${year}.csv.gz`;
      writeFileSync(join(dir, name), gzipSync(`${formatCsv([[...COMTRADE_COLUMNS], ...rows])}\n`));
      names.push(name);
    }
  }
  return names;
};

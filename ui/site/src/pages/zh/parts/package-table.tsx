// The five annual data packages (spec §9) in Chinese: name, coverage and price, all from core.
import {
  coverageText,
  PACKAGE_TERM_MONTHS,
  PACKAGE_TIERS,
  type PackageTierTerms,
  packageMessages,
  packageTierLabel,
} from "@portolan/core";
import { DataTable } from "../../../components/content/content.tsx";
import { num } from "./zh-format.ts";

/** The coverage of a tier in Chinese, following core's reading of it (PRO is USA import only). */
export const coverageZh = (tier: PackageTierTerms): string => {
  const c = coverageText(tier);
  if (c.id === "packages.coverage.PRO") return "美国进口数据";
  if (c.id === "packages.coverage.importOnly") return `${c.values.imports} 个国家进口数据`;
  return `${c.values.imports} 个国家进口数据 + ${c.values.exports} 个国家出口数据`;
};

export const tierName = (tier: PackageTierTerms): string =>
  packageMessages[packageTierLabel(tier.id)] ?? tier.id;

export function PackageTable() {
  return (
    <DataTable
      caption={`年度数据套餐（有效期 ${PACKAGE_TERM_MONTHS} 个月，签约时一次性付清全年费用）`}
      head={["套餐", "数据覆盖", "年费"]}
      rows={PACKAGE_TIERS.map((t) => [tierName(t), coverageZh(t), `${num(t.priceUsdPerYear)} 美元 / 年`])}
    />
  );
}

// The rows of the console's utilities list (spec §2.6, §7; list id 265): real public tools for
// foreign trade. Stored by the seed; the list call pages through them.

import { UTILITIES_LIST } from "@portolan/core";
import type { UtilityRecord } from "../../reference/reference-records.ts";

/**
 * The row every page starts with: the console skips the first row of the answer (spec §7), so each
 * page leads with this header and the tools follow (decision: utilities header row).
 */
export const UTILITIES_HEADER = { name: "Foreign trade utilities", info: { url: "" } } as const;

export const UTILITY_TOOLS: readonly { readonly name: string; readonly url: string }[] = [
  {
    name: "HS Nomenclature 2022 (WCO)",
    url: "https://www.wcoomd.org/en/topics/nomenclature/instrument-and-tools/hs-nomenclature-2022-edition/hs-nomenclature-2022-edition.aspx",
  },
  {
    name: "Incoterms 2020 (ICC)",
    url: "https://iccwbo.org/business-solutions/incoterms-rules/incoterms-2020/",
  },
  {
    name: "UN/LOCODE code list (UNECE)",
    url: "https://unece.org/trade/cefact/unlocode-code-list-country-and-territory",
  },
  { name: "US Harmonized Tariff Schedule (USITC)", url: "https://hts.usitc.gov/" },
  {
    name: "EU customs tariff TARIC",
    url: "https://ec.europa.eu/taxation_customs/dds2/taric/taric_consultation.jsp",
  },
  {
    name: "Access2Markets: EU duties and rules of origin",
    url: "https://trade.ec.europa.eu/access-to-markets/en/home",
  },
  { name: "Market Access Map: tariffs worldwide (ITC)", url: "https://www.macmap.org/" },
  { name: "UN Comtrade trade statistics", url: "https://comtradeplus.un.org/" },
  {
    name: "Euro foreign exchange reference rates (ECB)",
    url: "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html",
  },
  { name: "Container owner codes, ISO 6346 (BIC)", url: "https://www.bic-code.org/" },
  { name: "Sanctions list search (US OFAC)", url: "https://sanctionssearch.ofac.treas.gov/" },
  { name: "EU VAT number check (VIES)", url: "https://ec.europa.eu/taxation_customs/vies/" },
  { name: "World clock and time zones", url: "https://www.timeanddate.com/worldclock/" },
  { name: "Ship and company records (IMO GISIS)", url: "https://gisis.imo.org/" },
];

/** The stored rows: list 265, positions from 1 in the order above. */
export const utilityRecords = (): UtilityRecord[] =>
  UTILITY_TOOLS.map((tool, i) => ({ listId: UTILITIES_LIST.id, position: i + 1, ...tool }));

// What each solution of core's SOLUTIONS (keyed by contId) means for its readers, in English.
import type { Solution } from "@portolan/core";

export interface SolutionText {
  readonly headline: string;
  readonly summary: string;
  /** What the team does with the data: title and text of each use. */
  readonly uses: readonly { readonly title: string; readonly text: string }[];
}

const TEXT: Readonly<Record<number, SolutionText>> = {
  998: {
    headline: "Source smarter: find and verify suppliers from their real shipments",
    summary:
      "Procurement and sourcing teams see who actually ships the goods they buy, at what prices and to whom, and negotiate from facts.",
    uses: [
      {
        title: "Find proven suppliers",
        text: "Search export records by product description or HS code and list the manufacturers that ship it regularly.",
      },
      {
        title: "Verify before you order",
        text: "Check a supplier's volumes, destinations and customers, and spot trading companies posing as factories.",
      },
      {
        title: "Benchmark prices",
        text: "Compare declared unit values across suppliers and countries before you negotiate.",
      },
    ],
  },
  2002: {
    headline: "Sell more abroad: find the importers who already buy your product",
    summary:
      "Exporters and manufacturers turn import records into a list of qualified buyers, with their current suppliers and buying rhythm.",
    uses: [
      {
        title: "Build target lists",
        text: "List every importer of your HS code in a market, ranked by volume and frequency.",
      },
      {
        title: "Win competitors' customers",
        text: "See who buys from your competitors, how much and how often, and make a better offer.",
      },
      {
        title: "Choose markets",
        text: "Compare demand across countries and follow new importers as they appear.",
      },
    ],
  },
  3003: {
    headline: "Freight forwarders and carriers: know who ships what, on which routes",
    summary:
      "Logistics firms find shippers and consignees on their lanes and measure their share of a route.",
    uses: [
      {
        title: "Find shippers on your lanes",
        text: "Filter bills of lading by port of loading and unloading to list the companies moving cargo on your routes.",
      },
      {
        title: "Measure volumes",
        text: "Follow container counts, weights and carriers per route and per customer.",
      },
      {
        title: "Prospect with evidence",
        text: "Approach shippers knowing their volumes, timing and current carriers.",
      },
    ],
  },
  4001: {
    headline: "Research and consulting built on transaction-level trade data",
    summary:
      "Analysts and consultants size markets, map supply chains and back their advice with shipment-level evidence.",
    uses: [
      { title: "Size markets", text: "Aggregate import and export values by country, product and period." },
      { title: "Map supply chains", text: "Trace partners across several tiers of suppliers and buyers." },
      { title: "Deliver evidence", text: "Export record-level data for your models and client reports." },
    ],
  },
  5001: {
    headline: "Law firms: trade evidence for disputes, trade remedies and compliance",
    summary:
      "Lawyers document trading relationships, volumes and prices for litigation, anti-dumping cases and sanctions screening.",
    uses: [
      { title: "Support disputes", text: "Establish who traded with whom, when and in what quantities." },
      {
        title: "Trade remedies",
        text: "Analyse import prices and volumes for anti-dumping and safeguard cases.",
      },
      {
        title: "Screen counterparties",
        text: "Check a company's trading partners and routes as part of due diligence.",
      },
    ],
  },
  6001: {
    headline: "Financial institutions: see the trade behind the borrower",
    summary: "Banks and trade-finance teams check that a client's declared trade matches its real shipments.",
    uses: [
      { title: "Know your customer", text: "Confirm a client's trading activity, partners and volumes." },
      {
        title: "Trade-finance checks",
        text: "Match letters of credit and invoices against recorded shipments.",
      },
      {
        title: "Monitor risk",
        text: "Follow changes in a borrower's volumes, markets and counterparts with alerts.",
      },
    ],
  },
  7001: {
    headline: "Investment firms: read a company's growth from its shipments",
    summary:
      "Investors track portfolio and target companies through their trade flows, faster than quarterly reports.",
    uses: [
      { title: "Due diligence", text: "Check a target's customers, suppliers and export growth." },
      {
        title: "Track momentum",
        text: "Follow shipment volumes of listed and private companies month by month.",
      },
      { title: "Find opportunities", text: "Spot fast-growing exporters and shifting supply chains early." },
    ],
  },
  8001: {
    headline: "Government agencies: trade intelligence for policy and promotion",
    summary:
      "Trade-promotion bodies, customs and policy makers analyse trade flows and support their exporters.",
    uses: [
      { title: "Analyse flows", text: "Compare imports and exports by product, partner country and period." },
      { title: "Promote exports", text: "Give local exporters lists of buyers in target markets." },
      { title: "Monitor supply", text: "Watch dependencies on key products and suppliers." },
    ],
  },
  9001: {
    headline: "Colleges and universities: real trade data for teaching and research",
    summary:
      "International-trade and business schools give students and researchers the records professionals use.",
    uses: [
      {
        title: "Teach with real cases",
        text: "Let students analyse actual shipments, companies and markets.",
      },
      { title: "Support research", text: "Provide record-level data for theses and academic studies." },
      {
        title: "Prepare careers",
        text: "Train students on the tools of sourcing, export sales and logistics.",
      },
    ],
  },
  1001: {
    headline: "Media: report on trade with the records behind it",
    summary:
      "Journalists follow goods, companies and routes to verify claims and find stories in trade flows.",
    uses: [
      { title: "Verify claims", text: "Check what a company really imports or exports, and where from." },
      { title: "Follow supply chains", text: "Trace goods from producer to buyer across borders." },
      { title: "Find stories", text: "Spot sudden changes in trade flows, new routes and new players." },
    ],
  },
};

export const solutionText = (solution: Solution): SolutionText => {
  const text = TEXT[solution.contId];
  if (text === undefined) throw new Error(`no English text for solution ${solution.contId}`);
  return text;
};

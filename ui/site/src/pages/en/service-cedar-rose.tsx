import {
  CREDIT_REPORT_COMPANIES,
  CREDIT_REPORT_COUNTRIES,
  CREDIT_REPORT_DOWNLOAD_EUR,
  CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR,
  CREDIT_REPORT_TURNAROUND,
} from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section, Stats } from "../../components/content/content.tsx";
import CreditEnquiryForm from "../../islands/credit-enquiry.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { millionsEn } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";

const { min, max } = CREDIT_REPORT_DOWNLOAD_EUR;
const { minHours, maxDays } = CREDIT_REPORT_TURNAROUND;

export const meta: PageMeta = {
  title: `Company credit reports in ${CREDIT_REPORT_COUNTRIES}+ countries | Portolan`,
  description: `Credit reports on over ${millionsEn(CREDIT_REPORT_COMPANIES)} companies in ${CREDIT_REPORT_COUNTRIES}+ countries: €${min}–€${max} to download, fresh investigations from €${CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR}, delivered in ${minHours} hours to ${maxDays} days.`,
};

export const layout = "english";

export default function CedarRose() {
  return (
    <>
      <Hero
        title="Company credit reports"
        lead={`Know who you are dealing with before you ship on credit. Reports on over ${millionsEn(CREDIT_REPORT_COMPANIES)} companies in ${CREDIT_REPORT_COUNTRIES}+ countries, from our credit-information partner.`}
      >
        <ButtonLink href="#enquiry-form">Ask for a report</ButtonLink>
      </Hero>
      <Stats
        items={[
          { value: `${CREDIT_REPORT_COUNTRIES}+`, label: "countries" },
          { value: `${millionsEn(CREDIT_REPORT_COMPANIES)}+`, label: "companies" },
          { value: `€${min}–€${max}`, label: "per downloadable report" },
          { value: `${minHours} h – ${maxDays} days`, label: "turnaround" },
        ]}
      />
      <Section title="Two kinds of report" id="reports">
        <CardGrid
          items={[
            {
              title: "Instant download",
              text: `Reports already on file, from €${min} to €${max} depending on the country and depth, delivered from ${minHours} hours.`,
            },
            {
              title: "Fresh investigation",
              text: `Where no recent report exists, analysts investigate the company on the ground, from €${CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR}, delivered in up to ${maxDays} days.`,
            },
          ]}
        />
      </Section>
      <Section title="What a report tells you" id="contents">
        <ul>
          <li>
            Registration: legal name, registration number, legal form, address and date of incorporation.
          </li>
          <li>Ownership and management: shareholders, directors and related companies.</li>
          <li>Financials: turnover, profit and key ratios, where the company files them.</li>
          <li>Payment behaviour, legal cases and negative records.</li>
          <li>A credit rating and a recommended credit limit.</li>
        </ul>
        <p>
          Combine it with the company's shipment history from our <a href={enPath("products")}>trade data</a>{" "}
          to see both what it says and what it ships. If a buyer has already failed to pay, see{" "}
          <a href={enPath("service/debtcollection")}>international debt collection</a>.
        </p>
      </Section>
      <Section
        title="Request a credit report"
        id="enquiry-form"
        lead="Name the company and the report you need; we confirm the price and delivery time before you order."
      >
        <CreditEnquiryForm />
      </Section>
    </>
  );
}

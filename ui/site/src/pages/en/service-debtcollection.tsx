import {
  DEBT_CLIENT_SHARE_PERCENT,
  DEBT_COLLECTOR_SHARE_PERCENT,
  DEBT_LEGAL_FEE_MIN_USD,
} from "@portolan/core";
import { ButtonLink, CardGrid, Hero, Section } from "../../components/content/content.tsx";
import DebtClaimForm from "../../islands/debt-claim.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { usd } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "International debt collection — no win, no fee | Portolan",
  description: `Recover unpaid invoices from buyers abroad on a no-win-no-fee basis: you keep ${DEBT_CLIENT_SHARE_PERCENT}% of what is collected. Place your claim online.`,
};

export const layout = "english";

export default function DebtCollection() {
  return (
    <>
      <Hero
        title="International debt collection"
        lead={`A buyer abroad has not paid? Our collection partners recover overdue trade debts in the debtor's own country and language. No win, no fee: you keep ${DEBT_CLIENT_SHARE_PERCENT}% of every amount collected.`}
      >
        <ButtonLink href="#claim-form">Place a claim</ButtonLink>
      </Hero>
      <Section title="What it costs" id="fees">
        <CardGrid
          items={[
            {
              title: "No win, no fee",
              text: "Amicable collection costs you nothing unless money is recovered. There is no upfront fee to open a case.",
            },
            {
              title: `${DEBT_CLIENT_SHARE_PERCENT}% to you, ${DEBT_COLLECTOR_SHARE_PERCENT}% to the collector`,
              text: `Of every amount collected, ${DEBT_CLIENT_SHARE_PERCENT}% is paid to you and ${DEBT_COLLECTOR_SHARE_PERCENT}% is the collector's fee.`,
            },
            {
              title: "If the debtor will not pay",
              text: `When amicable collection fails, court proceedings are possible: legal fees are at least ${usd(DEBT_LEGAL_FEE_MIN_USD)}. We tell you the expected cost and the chances before you decide; nothing starts without your consent.`,
            },
          ]}
        />
      </Section>
      <Section title="How it works" id="process">
        <ol>
          <li>
            Place your claim with the form below: who you are, who owes you, how much and your last contact.
          </li>
          <li>
            We review the claim and the documents you send — contract, invoices, shipping documents,
            correspondence — and confirm whether we take the case.
          </li>
          <li>
            A collector in the debtor's country contacts the debtor by letter, phone and visits, and
            negotiates payment or a payment plan.
          </li>
          <li>
            Payments are passed on to you after the collector's share; you follow the case through its
            reports.
          </li>
          <li>If the debtor refuses, you decide whether to go to court on the basis of our assessment.</li>
        </ol>
      </Section>
      <Section title="Before you claim" id="tips">
        <ul>
          <li>Act early: the older a debt, the harder it is to collect.</li>
          <li>
            Check a new buyer before you ship on credit, with a{" "}
            <a href={enPath("service/cedarRose")}>company credit report</a>.
          </li>
          <li>Keep the contract, the invoices, the bills of lading and every message with the buyer.</li>
        </ul>
      </Section>
      <Section
        title="International claim placement"
        id="claim-form"
        lead="Tell us about you and the debtor. We answer every claim by email."
      >
        <DebtClaimForm />
      </Section>
    </>
  );
}

import { useLingui } from "@lingui/react";
import {
  ACCOUNT_DORMANCY_MONTHS,
  CUSTOMS_DATASETS,
  DATA_COUNTRIES,
  listOr,
  ORDER_RESERVATION_DAYS,
  PACKAGE_TIERS,
  PAYMENT_METHODS,
  PRIVACY_ACCESS_REPLY_DAYS,
  PRIVACY_CORRECTION_DAYS,
  packageMessages,
  paymentMethodLabel,
} from "@portolan/core";
import { Faq, Hero, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { coverageEn, LOWEST_PRICE, TERM_EN, tierName, usd } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "Frequently asked questions — data, packages, payment and accounts | Portolan",
  description:
    "Answers on data coverage and updates, demos, package prices and payment, refunds, accounts and privacy.",
};

export const layout = "english";

const methods = listOr(
  PAYMENT_METHODS.map((m) => packageMessages[paymentMethodLabel(m)].toLowerCase()),
  "en",
);

export default function ContentFaq() {
  const { i18n } = useLingui();
  return (
    <>
      <Hero
        title="Frequently asked questions"
        lead="Can't find your answer? Our team will reply to your message."
      />
      <Section title="The data" id="data">
        <Faq
          items={[
            {
              q: "Which countries do you cover?",
              a: (
                <p>
                  {DATA_COUNTRIES} countries, from {CUSTOMS_DATASETS.length} customs data sources plus ship
                  data. The <a href={enPath("datacountries")}>data countries page</a> lists every source by
                  continent with its live record counts.
                </p>
              ),
            },
            {
              q: "What is in a record?",
              a: (
                <p>
                  Depending on the source: the importer and exporter, goods description, HS code, quantity,
                  weight, value, date, ports and transport details. Each source's page shows the fields it
                  carries.
                </p>
              ),
            },
            {
              q: "How often is the data updated?",
              a: (
                <p>
                  Records are added as each country's customs or carriers release them, so the rhythm differs
                  by country. The records table on the{" "}
                  <a href={enPath("datacountries")}>data countries page</a> shows the date of the newest
                  record of each country.
                </p>
              ),
            },
            {
              q: "Why can't I search some countries by importer or exporter?",
              a: (
                <p>
                  Some customs administrations withhold the name of one party. The catalogue marks which
                  searches each source supports: importer, exporter, product description and HS code.
                </p>
              ),
            },
          ]}
        />
      </Section>
      <Section title="Trial, demo and packages" id="packages">
        <Faq
          items={[
            {
              q: "Can I try before I buy?",
              a: (
                <p>
                  Yes: request a demo and one of our team will show you the records of the countries and
                  products you trade, live. Use the request-a-demo button at the foot of any page or our{" "}
                  <a href={enPath("contact")}>contact page</a>.
                </p>
              ),
            },
            {
              q: "What do the packages cost?",
              a: (
                <p>
                  {PACKAGE_TIERS.map(
                    (t) => `${tierName(t.id)} ${usd(t.priceUsdPerYear)} a year (${coverageEn(t, i18n)})`,
                  ).join("; ")}
                  . See <a href={enPath("package")}>packages and prices</a>.
                </p>
              ),
            },
            {
              q: "How long does a package run?",
              a: (
                <p>
                  {TERM_EN}. Prices start at {usd(LOWEST_PRICE)} a year.
                </p>
              ),
            },
          ]}
        />
      </Section>
      <Section title="Payment and refunds" id="payment">
        <Faq
          items={[
            { q: "How can I pay?", a: <p>By {methods}.</p> },
            {
              q: "What happens if I don't pay an order at once?",
              a: (
                <p>
                  The order is reserved for {ORDER_RESERVATION_DAYS} days. After that, or if the service is
                  upgraded, taken offline or re-priced in the meantime, the order becomes invalid and you
                  place a new one.
                </p>
              ),
            },
            {
              q: "Can I get a refund?",
              a: (
                <p>
                  Some services bought online are non-refundable; this is shown at each purchase before you
                  pay. See the <a href={enPath("packageterms")}>package purchase terms</a>.
                </p>
              ),
            },
          ]}
        />
      </Section>
      <Section title="Account and privacy" id="account">
        <Faq
          items={[
            {
              q: "Can my colleagues use my package?",
              a: (
                <p>
                  Yes, through sub-accounts of your main account, each with its own login, nickname and
                  department. Sharing one login is not allowed.
                </p>
              ),
            },
            {
              q: "What happens to an account I don't use?",
              a: (
                <p>
                  An account with no login for {ACCOUNT_DORMANCY_MONTHS} months and no unexpired service is
                  cancelled. You can appeal a cancellation through our contact page.
                </p>
              ),
            },
            {
              q: "How do you handle my personal data?",
              a: (
                <p>
                  As our <a href={enPath("privacy")}>privacy policy</a> describes. We answer access requests
                  within {PRIVACY_ACCESS_REPLY_DAYS} days and make corrections within{" "}
                  {PRIVACY_CORRECTION_DAYS} days at the latest.
                </p>
              ),
            },
          ]}
        />
      </Section>
    </>
  );
}

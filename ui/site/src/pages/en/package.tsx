import { useLingui } from "@lingui/react";
import {
  ORDER_RESERVATION_DAYS,
  PACKAGE_TIERS,
  PAYMENT_METHODS,
  packageMessages,
  paymentMethodLabel,
} from "@portolan/core";
import { DataTable, Hero, Section } from "../../components/content/content.tsx";
import PurchaseForm from "../../islands/purchase-form.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { coverageEn, LOWEST_PRICE, TERM_EN, tierName, usd } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";
import { TierCards } from "./parts/tier-cards.tsx";

export const meta: PageMeta = {
  title: "Data packages and prices — annual trade data subscriptions | Portolan",
  description: `${PACKAGE_TIERS.length} annual trade-data packages from ${usd(LOWEST_PRICE)} a year: ${PACKAGE_TIERS.map((t) => `${tierName(t.id)} ${usd(t.priceUsdPerYear)}`).join(", ")}. ${TERM_EN}.`,
};

export const layout = "english";

export default function Package() {
  const { i18n } = useLingui();
  return (
    <>
      <Hero
        title="Data packages and prices"
        lead={`Choose the countries you need. Every package runs ${TERM_EN.toLowerCase()}, and gives your team search, company profiles and downloads on the covered data.`}
      />
      <Section title="Choose your package" id="tiers">
        <TierCards />
      </Section>
      <Section title="Compare the packages" id="compare">
        <DataTable
          wide
          caption="Price and country coverage of each package"
          head={["Package", "Price per year", "Import countries", "Export countries", "Coverage"]}
          rows={PACKAGE_TIERS.map((t) => [
            tierName(t.id),
            usd(t.priceUsdPerYear),
            String(t.importCountries),
            String(t.exportCountries),
            coverageEn(t, i18n),
          ])}
        />
        <p>
          See each country's data sources and record counts on the{" "}
          <a href={enPath("datacountries")}>data countries page</a>, and what a package includes on{" "}
          <a href={enPath("packageLearn")}>how packages work</a>.
        </p>
      </Section>
      <Section title="Payment" id="payment">
        <p>The full price of the year is billed at contract start. You can pay with:</p>
        <ul>
          {PAYMENT_METHODS.map((m) => (
            <li key={m}>{packageMessages[paymentMethodLabel(m)]}</li>
          ))}
        </ul>
        <p>
          An unpaid order is reserved for {ORDER_RESERVATION_DAYS} days, then it is no longer valid. Some
          services bought online are non-refundable; this is shown before you pay for each purchase. Read the{" "}
          <a href={enPath("packageterms")}>package purchase terms</a>.
        </p>
      </Section>
      <Section
        title="Buy a package"
        id="purchase"
        lead="Create your account, confirm the package and pay online, or choose bank transfer and pay within the reservation period."
      >
        <PurchaseForm />
      </Section>
    </>
  );
}

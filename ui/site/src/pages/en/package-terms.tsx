import {
  ACCOUNT_DORMANCY_MONTHS,
  ORDER_RESERVATION_DAYS,
  PAYMENT_METHODS,
  packageMessages,
  paymentMethodLabel,
} from "@portolan/core";
import { Hero, Prose } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { TERM_EN } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";
import { LiabilityAndLaw } from "./parts/legal-closing.tsx";

export const meta: PageMeta = {
  title: "Package purchase terms — term, billing, orders and refunds | Portolan",
  description: `The terms of buying a data package: ${TERM_EN}; unpaid orders reserved ${ORDER_RESERVATION_DAYS} days; refunds, liability and governing law.`,
};

export const layout = "english";

export default function PackageTerms() {
  return (
    <>
      <Hero
        title="Package purchase terms"
        lead="These terms apply to every data package bought on this site, together with our terms of service."
      />
      <Prose>
        <h2>Term and billing</h2>
        <p>
          Every package runs {TERM_EN.toLowerCase()}. The package ends one year after the start of the
          contract.
        </p>
        <h2>Orders</h2>
        <p>
          When you place an order we reserve it for you for {ORDER_RESERVATION_DAYS} days. An order that is
          not paid within {ORDER_RESERVATION_DAYS} days becomes invalid. An unpaid order also becomes invalid
          if the service it is for is upgraded, taken offline or re-priced before you pay. An invalid order
          voids the agreement on that service: place a new order at the current terms.
        </p>
        <h2>Payment</h2>
        <p>We accept the following payment methods:</p>
        <ul>
          {PAYMENT_METHODS.map((m) => (
            <li key={m}>{packageMessages[paymentMethodLabel(m)]}</li>
          ))}
        </ul>
        <p>Prices are in US dollars.</p>
        <h2>Refunds</h2>
        <p>
          Some services bought online are non-refundable. Whether a service is refundable is shown at each
          purchase, before you pay. Where a service is refundable, contact us with your order number and we
          will answer your request.
        </p>
        <h2>Use of the data</h2>
        <p>
          The package is for the internal business use of your organisation. You may not resell, publish or
          share the data, or your account, with third parties. If you break this or any guarantee of our terms
          of service, we may freeze or cancel some or all functions of your account.
        </p>
        <h2>Account</h2>
        <p>
          An account with no login for {ACCOUNT_DORMANCY_MONTHS} months and no unexpired service is cancelled.
          A cancelled account may appeal; the decision is at our discretion.
        </p>
        <LiabilityAndLaw />
        <p>
          See also the <a href={enPath("terms")}>terms of service</a> and the{" "}
          <a href={enPath("privacy")}>privacy policy</a>.
        </p>
      </Prose>
    </>
  );
}

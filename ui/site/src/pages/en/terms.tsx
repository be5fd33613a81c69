import { ACCOUNT_DORMANCY_MONTHS, ADULT_AGE_YEARS, ORDER_RESERVATION_DAYS } from "@portolan/core";
import { Hero, Prose } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { TERM_EN } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";
import { LiabilityAndLaw } from "./parts/legal-closing.tsx";

export const meta: PageMeta = {
  title: "Terms of service | Portolan",
  description:
    "The terms of using Portolan: registration, accounts, use of the trade data, paid services, freezing and cancellation of accounts, liability and governing law.",
};

export const layout = "english";

export default function Terms() {
  return (
    <>
      <Hero
        title="Terms of service"
        lead="By registering or using Portolan you agree to these terms. Please read them carefully."
      />
      <Prose>
        <h2>Who may register</h2>
        <p>
          You must be an adult with full legal capacity to register. A person under {ADULT_AGE_YEARS} may use
          the service only with the consent and under the supervision of a parent or guardian. If you register
          for an organisation, you confirm that you are authorised to bind it to these terms.
        </p>
        <h2>Your account</h2>
        <p>
          A main account may create sub-accounts for colleagues, each with its own nickname and department.
          You keep your password secret and are responsible for everything done through your account and its
          sub-accounts. Tell us at once if you suspect unauthorised use.
        </p>
        <h2>The service and the data</h2>
        <p>
          Portolan gives access to customs, bill-of-lading and trade-statistics records, company profiles and
          tools for marketing and customer management. The records come from official and commercial sources;
          we process them carefully but cannot guarantee that every record is complete or correct, and the
          coverage of a source may change when its publisher changes what it releases.
        </p>
        <h2>Your guarantees</h2>
        <ul>
          <li>You use the service and the data lawfully, for your own business purposes.</li>
          <li>You do not resell, publish or pass the data on to third parties.</li>
          <li>You do not share your account, or copy the data in bulk by automated means.</li>
          <li>The information you give us at registration and in forms is true and up to date.</li>
        </ul>
        <h2>Freezing and cancelling an account</h2>
        <p>
          If you break any of these guarantees we may freeze or cancel some or all functions of your account.
          An account with no login for {ACCOUNT_DORMANCY_MONTHS} months and no unexpired service is cancelled.
          You may appeal a cancellation through our contact page; the decision is at our discretion.
        </p>
        <h2>Paid services</h2>
        <p>
          Data packages run {TERM_EN.toLowerCase()}. Unpaid orders are reserved for {ORDER_RESERVATION_DAYS}{" "}
          days. The <a href={enPath("packageterms")}>package purchase terms</a> apply to every purchase.
        </p>
        <h2>Intellectual property</h2>
        <p>
          The platform, its software, its compilation of the data and its content belong to us or our
          licensors. Your package gives you a licence to use them for the term and purposes described here,
          nothing more.
        </p>
        <LiabilityAndLaw />
        <h2>Changes</h2>
        <p>
          We may change these terms; the version on this page applies. For important changes we notify
          registered users by email or in the console before they take effect. How we handle personal data is
          described in our <a href={enPath("privacy")}>privacy policy</a>.
        </p>
      </Prose>
    </>
  );
}

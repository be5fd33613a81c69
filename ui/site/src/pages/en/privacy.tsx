import {
  ACCOUNT_DORMANCY_MONTHS,
  ADULT_AGE_YEARS,
  PRIVACY_ACCESS_REPLY_DAYS,
  PRIVACY_CORRECTION_DAYS,
  PRIVACY_GENERAL_REPLY_DAYS,
} from "@portolan/core";
import { Hero, Prose } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { enPath } from "./parts/en-links.ts";

export const meta: PageMeta = {
  title: "Privacy policy | Portolan",
  description: `What personal data Portolan collects, why, how long we keep it and your rights: access requests answered within ${PRIVACY_ACCESS_REPLY_DAYS} days, corrections within ${PRIVACY_CORRECTION_DAYS} days.`,
};

export const layout = "english";

export default function Privacy() {
  return (
    <>
      <Hero
        title="Privacy policy"
        lead="This policy explains what personal data we collect when you visit this site, register or buy from us, why we collect it, and the rights you have."
      />
      <Prose>
        <h2>What we collect</h2>
        <ul>
          <li>
            Account data: your name, company, job title, email address, phone number, country and password.
          </li>
          <li>
            Form data: what you send us when you request a demo, contact us, ask for a credit report or place
            a debt-collection claim.
          </li>
          <li>
            Order data: the package you buy, the amount and the payment status. Card details are handled by
            the payment provider; we do not see or store them.
          </li>
          <li>
            Usage data: the pages you visit, the searches you run and the technical data of your browser, to
            run and improve the service.
          </li>
        </ul>
        <h2>Why we use it</h2>
        <p>
          To create and secure your account, provide the services you buy, answer your requests, send
          verification codes and service notices, prevent abuse, and meet our legal obligations. We send
          marketing email only when you have agreed to it, and every such email lets you stop it.
        </p>
        <h2>Cookies</h2>
        <p>
          We use a cookie to keep you signed in and one to remember your language. We count page views to
          understand how the site is used. We do not use cookies of advertising networks.
        </p>
        <h2>Who we share it with</h2>
        <p>
          With the providers who help us run the service (hosting, email, payment), bound to use it only for
          us; with the partner who carries out a credit report or debt collection you ask for, limited to what
          that service needs; and with authorities where the law requires it. We do not sell personal data.
        </p>
        <h2>How long we keep it</h2>
        <p>
          As long as your account is active. An account with no login for {ACCOUNT_DORMANCY_MONTHS} months and
          no unexpired service is cancelled; we then delete or anonymise its personal data, except what we
          must keep by law, such as invoices.
        </p>
        <h2>Your rights and our response times</h2>
        <ul>
          <li>
            Access: ask for a copy of the personal data we hold about you; we answer within{" "}
            {PRIVACY_ACCESS_REPLY_DAYS} days.
          </li>
          <li>
            Correction: ask us to correct inaccurate data; we correct it within {PRIVACY_CORRECTION_DAYS} days
            at the latest.
          </li>
          <li>
            Deletion and objection: ask us to delete your data or stop a use of it, unless we must keep it by
            law.
          </li>
          <li>
            Any other question about your personal data: we reply within {PRIVACY_GENERAL_REPLY_DAYS} days.
          </li>
        </ul>
        <p>
          Send requests through our <a href={enPath("contact")}>contact page</a>, with the email address of
          your account so we can verify that the request is yours.
        </p>
        <h2>Children</h2>
        <p>
          The service is for businesses. A person under {ADULT_AGE_YEARS} may register only with the consent
          of a parent or guardian, who may exercise the rights above on their behalf.
        </p>
        <h2>Security</h2>
        <p>
          Data travels encrypted, passwords are stored only as salted hashes, and access inside our company is
          limited to the staff who need it.
        </p>
        <p>
          How personal data inside the trade records is handled is explained in our{" "}
          <a href={enPath("content/privacy")}>trade data privacy statement</a>. See also the{" "}
          <a href={enPath("terms")}>terms of service</a>.
        </p>
      </Prose>
    </>
  );
}

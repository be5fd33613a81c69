import { ENTERPRISE_USERS, USER_COUNTRIES } from "@portolan/core";
import { Hero, Section } from "../../components/content/content.tsx";
import ContactForm from "../../islands/contact-form.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import { countEn } from "./parts/en-format.ts";
import { enPath } from "./parts/en-links.ts";
import * as s from "./parts/timeline.css.ts";

export const meta: PageMeta = {
  title: "Contact us — offices and message form | Portolan",
  description: `Write to Portolan or visit one of our ${OFFICES.length} offices, from Shanghai headquarters to Los Angeles.`,
};

export const layout = "english";

export default function Contact() {
  return (
    <>
      <Hero
        title="Contact us"
        lead={`Questions about the data, a package, a demo or a service? Send us a message: our team, serving ${countEn(ENTERPRISE_USERS)}+ enterprises in ${USER_COUNTRIES}+ countries, replies by email.`}
      />
      <Section
        title="Send us a message"
        id="contact-form"
        lead="All fields are required. For a live walk-through of the data, mention the countries and products you trade."
      >
        <ContactForm />
      </Section>
      <Section
        title="Our offices"
        id="offices"
        lead={`${OFFICES.length} offices in Asia, the Middle East, Europe and North America.`}
      >
        <ul className={s.offices}>
          {OFFICES.map((o) => (
            <li key={o.id} className={s.office}>
              <h3 className={s.officeName}>{o.name.en}</h3>
              <address className={s.address}>{o.address.en}</address>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Before you write">
        <ul>
          <li>
            Prices and coverage of the packages: <a href={enPath("package")}>packages and prices</a>.
          </li>
          <li>
            Common questions on data, payment and accounts:{" "}
            <a href={enPath("content/faq")}>frequently asked questions</a>.
          </li>
          <li>
            Requests about personal data: see our <a href={enPath("privacy")}>privacy policy</a>.
          </li>
        </ul>
      </Section>
    </>
  );
}

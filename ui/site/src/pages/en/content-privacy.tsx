import {
  CUSTOMS_DATASETS,
  PRIVACY_ACCESS_REPLY_DAYS,
  PRIVACY_CORRECTION_DAYS,
  PRIVACY_GENERAL_REPLY_DAYS,
} from "@portolan/core";
import { Hero, Prose } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { enPath } from "./parts/en-links.ts";

const masked = CUSTOMS_DATASETS.filter((d) => !d.importer || !d.exporter).length;

export const meta: PageMeta = {
  title: "Trade data privacy statement — personal data in shipment records | Portolan",
  description: `Where the trade records come from, what personal data they can contain, and how to ask for access (answered within ${PRIVACY_ACCESS_REPLY_DAYS} days) or correction (within ${PRIVACY_CORRECTION_DAYS} days).`,
};

export const layout = "english";

export default function ContentPrivacy() {
  return (
    <>
      <Hero
        title="Trade data privacy statement"
        lead="Trade records are about companies, but some of them name people. This statement explains where the records come from, what they can contain and what you can ask of us."
      />
      <Prose>
        <h2>Where the records come from</h2>
        <p>
          Our {CUSTOMS_DATASETS.length} customs data sources are customs declarations, bills of lading and
          trader lists released by customs administrations, port authorities and carriers, or obtained from
          licensed data publishers. We do not collect trade records from private correspondence or from the
          users of the platform.
        </p>
        <h2>What personal data they can contain</h2>
        <p>
          A record names the importing and exporting companies. Some also carry a contact name, an address, a
          phone number or an email address of a company's representative, as declared to customs or written on
          a bill of lading, and a sole trader's company name can be a person's name. Where a country withholds
          the importer's or exporter's name, we do not publish or reconstruct it: {masked} of our data sources
          withhold at least one party, and the <a href={enPath("datacountries")}>data countries page</a> shows
          which.
        </p>
        <h2>Why we process them</h2>
        <p>
          To let businesses find and check trading partners, analyse markets and comply with trade, sanctions
          and anti-money-laundering rules. Contact details serve business contact only; our terms forbid
          subscribers to resell the data or use it for anything unlawful.
        </p>
        <h2>Your rights</h2>
        <ul>
          <li>
            Ask whether a record names you and for a copy of it: we answer within {PRIVACY_ACCESS_REPLY_DAYS}{" "}
            days.
          </li>
          <li>
            Ask us to correct an inaccurate record: we correct it within {PRIVACY_CORRECTION_DAYS} days at the
            latest.
          </li>
          <li>
            Object to the display of your personal contact details: we review every request and remove the
            details unless the law requires or allows us to keep them.
          </li>
          <li>Any other question: we reply within {PRIVACY_GENERAL_REPLY_DAYS} days.</li>
        </ul>
        <p>
          Write to us through the <a href={enPath("contact")}>contact page</a>, naming the company and, if you
          have it, the date or bill number of the record.
        </p>
        <p>
          How we handle the personal data of our own users and visitors is described in our{" "}
          <a href={enPath("privacy")}>privacy policy</a>.
        </p>
      </Prose>
    </>
  );
}

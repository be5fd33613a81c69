// A firm's info fields as its own bills give them (spec §3 company info fields, those the data
// supports; D221): the address of its newest bill that has one, a contact, numbers, and the other
// spellings its bills carry. Declarations give no address: the card then says so.
import { useLingui } from "@lingui/react/macro";
import type { CompanyInfo } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import type { ReactNode } from "react";
import { placeName } from "../../widgets/dataset-label.ts";
import { FactList } from "../../widgets/fact-list.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { AliasList } from "../firm-feedback/alias-list.tsx";

export function CompanyInfoCard(props: {
  readonly info: CompanyInfo;
  readonly firmId: number;
  readonly firmName: string;
  readonly aliases: readonly string[];
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  const { info } = props;
  const place = [info.city, info.stateProvince, info.zip].filter((p) => p !== undefined).join(", ");
  const address = [
    ...(info.addressLines ?? []),
    ...(place === "" ? [] : [place]),
    ...(info.addressCountry === undefined ? [] : [placeName(info.addressCountry, props.locale)]),
  ];
  const facts: (readonly [string, ReactNode])[] = [];
  if (address.length > 0)
    facts.push([
      t`Address`,
      <span key="address">
        {address.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in order
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
        {info.addressDate === undefined ? null : (
          <span className={w.muted}>{t`On the bill of ${info.addressDate}`}</span>
        )}
      </span>,
    ]);
  if (info.contactName !== undefined) facts.push([t`Contact`, info.contactName]);
  if (info.phone !== undefined) facts.push([t`Phone`, info.phone]);
  if (info.fax !== undefined) facts.push([t`Fax`, info.fax]);
  if (info.email !== undefined) facts.push([t`Contact email`, info.email]);
  // Each spelling can be reported as another company (issue 30 "Feedback").
  if (props.aliases.length > 1)
    facts.push([
      t`Also known as`,
      <AliasList
        key="aliases"
        firmId={props.firmId}
        firmName={props.firmName}
        aliases={props.aliases}
        locale={props.locale}
      />,
    ]);
  return (
    <section className={w.card} aria-labelledby="company-info">
      <h2 id="company-info" className={w.cardTitle}>
        {t`Company info`}
      </h2>
      {facts.length > 0 ? <FactList facts={facts} testId="company-info" /> : null}
      {address.length === 0 && info.contactName === undefined ? (
        <p className={w.muted}>{t`The records of this company give no address or contact.`}</p>
      ) : null}
    </section>
  );
}

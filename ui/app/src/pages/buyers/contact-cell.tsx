// The contact fields a firm's own bills give (spec §3 company info fields the data holds, D221), in
// one table cell: where it is, who to ask for, its numbers; a dash when the records give none.
import { useLingui } from "@lingui/react/macro";
import type { CompanyInfo } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { placeName } from "../../widgets/dataset-label.ts";
import * as w from "../../widgets/widgets.css.ts";
import * as b from "./buyers.css.ts";

export function ContactCell(props: { readonly info: CompanyInfo; readonly locale: Locale }) {
  const { t } = useLingui();
  const { info } = props;
  const place = [
    ...(info.addressLines ?? []),
    info.city,
    info.stateProvince,
    info.zip,
    info.addressCountry === undefined ? undefined : placeName(info.addressCountry, props.locale),
  ]
    .filter((p) => p !== undefined)
    .join(", ");
  const lines = [
    ...(place === "" ? [] : [place]),
    ...(info.contactName === undefined ? [] : [t`Contact: ${info.contactName}`]),
    ...(info.phone === undefined ? [] : [t`Phone: ${info.phone}`]),
    ...(info.fax === undefined ? [] : [t`Fax: ${info.fax}`]),
  ];
  if (lines.length === 0 && info.email === undefined)
    return <span className={`${b.contact} ${w.muted}`}>{t`None in the records`}</span>;
  return (
    <span className={b.contact}>
      {lines.map((line) => (
        <span key={line} className={b.under}>
          {line}
        </span>
      ))}
      {info.email === undefined ? null : (
        <a className={w.link} href={`mailto:${info.email}`}>
          {info.email}
        </a>
      )}
    </span>
  );
}

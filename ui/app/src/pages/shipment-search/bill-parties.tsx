// A US bill's parties as released: shipper, consignee and notify party, each with name (the shipper
// and consignee linked to their firm's profile), address lines, city, state, postal code, country by
// name, contact and communication number; empty fields left out, unknown columns shown by name.
import { useLingui } from "@lingui/react/macro";
import type { TradeRecord } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import type { ReactNode } from "react";
import { placeName } from "../../widgets/dataset-label.ts";
import { FactList } from "../../widgets/fact-list.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { SECTION_TITLES } from "./bill-fields.ts";
import { cellText, column, type Field, factsOf, filled, type Row } from "./bill-values.tsx";
import { CompanyLink } from "./company-link.tsx";
import * as s from "./shipment-search.css.ts";

const PARTIES = [
  { table: "shipper", name: "shipper_party_name", prefix: "shipper", side: "exporter" },
  { table: "consignee", name: "consignee_name", prefix: "consignee", side: "importer" },
  { table: "notifyparty", name: "notify_party_name", prefix: "notify", side: undefined },
] as const;

export function BillParties(props: {
  readonly tables: Readonly<Record<string, readonly Row[]>>;
  readonly record: TradeRecord;
  readonly locale: Locale;
}) {
  const { i18n } = useLingui();
  const { locale, record } = props;
  const cards = PARTIES.flatMap((party) =>
    (props.tables[party.table] ?? []).map((row, i) => {
      const address = [1, 2, 3, 4].map((n) => `${party.prefix}_address_${n}`);
      const firm = party.side === undefined ? undefined : record[party.side];
      // The firm the engine resolved this party to, linked by the name as released.
      const name = (r: Row): ReactNode =>
        firm?.id === undefined ? (
          cellText(r[party.name], locale)
        ) : (
          <CompanyLink party={{ ...firm, name: cellText(r[party.name], locale) }} datasets={record.dataset} />
        );
      const fields: readonly Field[] = [
        { ...column("party_name"), columns: [party.name], show: name },
        {
          ...column("address"),
          columns: address,
          show: (r) =>
            address
              .map((c) => r[c])
              .filter(filled)
              .map((v) => cellText(v, locale))
              .join(", "),
        },
        column("city"),
        column("state_province"),
        column("zip_code"),
        column("country_code", (r) => placeName(cellText(r.country_code, locale), locale)),
        column("contact_name"),
        column("comm_number"),
        column("comm_number_qualifier"),
      ];
      // An address may start on its second line: the field shows when any line has a value.
      const first = address.find((c) => filled(row[c]));
      const shown =
        first === undefined
          ? fields
          : fields.map((f) => (f.columns === address ? { ...f, columns: [first, ...address] } : f));
      return {
        key: `${party.table}-${i}`,
        title: i18n._(SECTION_TITLES[party.table]),
        facts: factsOf(i18n, row, shown, locale),
      };
    }),
  );
  if (cards.length === 0) return null;
  return (
    <section className={w.card} aria-labelledby="bill-parties">
      <h2 id="bill-parties" className={w.cardTitle}>
        {i18n._(SECTION_TITLES.parties)}
      </h2>
      <div className={s.partyGrid}>
        {cards.map((card) => (
          <section key={card.key} aria-labelledby={`party-${card.key}`}>
            <h3 id={`party-${card.key}`} className={w.subTitle}>
              {card.title}
            </h3>
            <FactList facts={card.facts} />
          </section>
        ))}
      </div>
    </section>
  );
}

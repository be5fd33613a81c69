// A firm's name as a link to its profile (over the data sets being read), or as text when the party
// names no firm.
import type { TradeRecord } from "@portolan/contracts";
import { Link } from "wouter";
import * as w from "../../widgets/widgets.css.ts";
import { companyAddress } from "./search-url.ts";

export function CompanyLink(props: { readonly party: TradeRecord["importer"]; readonly datasets: string }) {
  const { party } = props;
  if (party === undefined) return <>–</>;
  if (party.id === undefined) return <>{party.name}</>;
  return (
    <Link className={w.link} href={companyAddress(party.id, props.datasets)}>
      {party.name}
    </Link>
  );
}

// Forwarders and NVOCCs stand in the consignee field for others, so buyer search leaves them out
// unless asked (issue 30, D310): the notice says how many were left out, with a link that shows
// them, and once shown, a link that leaves them out again. Both keep the search in the address.
import { Plural, useLingui } from "@lingui/react/macro";
import { readForwarders } from "@portolan/core";
import { Link } from "wouter";
import * as w from "../../widgets/widgets.css.ts";
import { type BuyerRequest, buyerForwardersAddress } from "./buyer-url.ts";

export function ForwardersNotice(props: { readonly request: BuyerRequest; readonly hidden: number }) {
  const { t } = useLingui();
  const shown = readForwarders(props.request.forwarders);
  if (!shown && props.hidden === 0) return null;
  return (
    <p className={w.muted} data-testid="forwarders-notice">
      {shown ? (
        t`Forwarders and NVOCCs are listed among the buyers.`
      ) : (
        <Plural value={props.hidden} one="# forwarder hidden" other="# forwarders hidden" />
      )}{" "}
      —{" "}
      <Link className={w.link} href={buyerForwardersAddress(props.request, !shown)}>
        {shown ? t`hide them` : t`show them`}
      </Link>
    </p>
  );
}

// A firm flagged as a freight forwarder or NVOCC is marked wherever it is listed (issue 30, D311): it
// receives goods for others, so a reader should not take it for the buyer.
import { useLingui } from "@lingui/react/macro";
import { forwarderTag } from "./forwarder-tag.css.ts";

export function ForwarderTag() {
  const { t } = useLingui();
  return (
    <span
      className={forwarderTag}
      title={t`Receives goods for others: not counted as a buyer.`}
    >{t`Forwarder`}</span>
  );
}

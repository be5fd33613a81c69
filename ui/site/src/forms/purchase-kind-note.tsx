// What an order of the chosen package will be for a signed-in buyer (issue 29 item 11, D288; core's
// purchaseOf): a renewal of the package held, with the current term and the next, or a package that
// waits for a higher one to end. A first package or an upgrade needs no word.
import {
  type Locale,
  type PackageTerm,
  type PackageTierId,
  packageTierLabel,
  purchaseOf,
} from "@portolan/core";
import { formatDate } from "@portolan/kit/format/dates.ts";
import * as s from "@portolan/kit/forms/forms.css.ts";
import type { Translate } from "@portolan/kit/forms/notice-text.ts";

export function PurchaseKindNote(props: {
  readonly terms: readonly PackageTerm[];
  readonly tier: PackageTierId;
  readonly t: Translate;
  readonly locale: Locale;
}) {
  const now = Date.now();
  const bought = purchaseOf(props.terms, props.tier, now);
  if (bought.kind !== "renewal" && bought.kind !== "waits") return null;
  const day = (ms: number) => formatDate(ms, props.locale);
  const values = {
    tier: props.t(packageTierLabel(props.tier)),
    end: day(bought.term.startsAt),
    start: day(bought.term.startsAt),
    until: day(bought.term.expiresAt),
  };
  return (
    <p className={s.note} role="status" data-testid="purchase-kind">
      {props.t(bought.kind === "renewal" ? "forms.purchase.renewal" : "forms.purchase.waits", values)}
    </p>
  );
}

// A sum of weights or values that some shipments lacked (issue 31 item 10, D322): "–" when none was
// known, the sum of the known ones otherwise, and "value known for 3 of 5 shipments" under it when
// some were missing — an unknown value is never shown or summed as 0.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import * as r from "../pages/partners-report/partners-report.css.ts";
import * as w from "./widgets.css.ts";

export function KnownFigure(props: {
  readonly sum: number;
  /** Of `of` shipments, how many had the figure. */
  readonly known: number;
  readonly of: number;
  readonly what: "weight" | "value";
  readonly n: (v: number) => string;
}) {
  const { t } = useLingui();
  const { known, of } = props;
  if (known <= 0)
    return <span title={props.what === "value" ? t`Value not known` : t`Weight not known`}>–</span>;
  if (known >= of) return <>{props.n(props.sum)}</>;
  return (
    <>
      {props.n(props.sum)}
      <span className={`${w.muted} ${r.knownNote}`}>
        {props.what === "value"
          ? t`value known for ${known} of ${plural(of, { one: "# shipment", other: "# shipments" })}`
          : t`weight known for ${known} of ${plural(of, { one: "# shipment", other: "# shipments" })}`}
      </span>
    </>
  );
}

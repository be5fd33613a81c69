// What a screen shows to a package without its feature (spec §6 permissions): what is missing, what
// it would give, and where to get it, never an empty table. The partners report, market analysis,
// buyer search and trade search share it.
import { useLingui } from "@lingui/react/macro";
import * as w from "./widgets.css.ts";

export function PackageRefusal(props: {
  /** "Your package does not include …", in the screen's words. */
  readonly missing: string;
  /** What the feature gives. */
  readonly offers: string;
  readonly packagePath: string;
}) {
  const { t } = useLingui();
  return (
    <div className={w.card} role="alert">
      <p className={w.text}>{props.missing}</p>
      <p className={w.text}>
        {props.offers}{" "}
        <a className={w.link} href={props.packagePath}>{t`See the packages that include it`}</a>
      </p>
    </div>
  );
}

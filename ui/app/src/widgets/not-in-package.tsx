// A screen refused to a package without its permission (spec §6: partner report 16, global buyers
// 32, trade search 64): what is missing, what it would give, and where to get it — never an empty table.
import { useLingui } from "@lingui/react/macro";
import * as w from "./widgets.css.ts";

export function NotInPackage(props: {
  /** "Your package does not include …". */
  readonly missing: string;
  /** What the screen would show. */
  readonly gives: string;
  readonly packagePath: string;
}) {
  const { t } = useLingui();
  return (
    <div className={w.card} role="alert">
      <p className={w.text}>{props.missing}</p>
      <p className={w.text}>
        {props.gives} <a className={w.link} href={props.packagePath}>{t`See the packages that include it`}</a>
      </p>
    </div>
  );
}

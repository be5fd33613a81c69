// The partners report refused to a package without it (spec §6 partner report 16): what is missing
// and where to get it, never an empty table.
import { useLingui } from "@lingui/react/macro";
import * as w from "../../widgets/widgets.css.ts";

/** The refusal of a package without the partner report: what is missing and where to get it. */
export function NotInPackage(props: { readonly packagePath: string }) {
  const { t } = useLingui();
  return (
    <div className={w.card} role="alert">
      <p className={w.text}>{t`Your package does not include the partners report.`}</p>
      <p className={w.text}>
        {t`It lists every partner of a company with its shipments, weight, value, dates and share.`}{" "}
        <a className={w.link} href={props.packagePath}>{t`See the packages that include it`}</a>
      </p>
    </div>
  );
}

// The partners report refused to a package without it (spec §6 partner report 16): what is missing
// and where to get it, never an empty table.
import { useLingui } from "@lingui/react/macro";
import { NotInPackage as Refusal } from "../../widgets/not-in-package.tsx";

/** The refusal of a package without the partner report: what is missing and where to get it. */
export function NotInPackage(props: { readonly packagePath: string }) {
  const { t } = useLingui();
  return (
    <Refusal
      missing={t`Your package does not include the partners report.`}
      gives={t`It lists every partner of a company with its shipments, weight, value, dates and share.`}
      packagePath={props.packagePath}
    />
  );
}

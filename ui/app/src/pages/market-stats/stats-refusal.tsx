// Market analysis refused to a package without it (spec §6 market analysis 128): the same words and
// link as the partners report's refusal.
import { useLingui } from "@lingui/react/macro";
import { PackageRefusal } from "../../widgets/package-refusal.tsx";

export function StatsRefusal(props: { readonly packagePath: string }) {
  const { t } = useLingui();
  return (
    <PackageRefusal
      missing={t`Your package does not include market analysis.`}
      offers={t`It shows the trade statistics of China customs and UN Comtrade: values, changes, partners and trends.`}
      packagePath={props.packagePath}
    />
  );
}

// Buyer search refused to a package without it (spec §6 global buyers 32), as the partners report is.
import { useLingui } from "@lingui/react/macro";
import { PackageRefusal } from "../../widgets/package-refusal.tsx";

export function BuyersNotInPackage(props: { readonly packagePath: string }) {
  const { t } = useLingui();
  return (
    <PackageRefusal
      missing={t`Your package does not include buyer search.`}
      offers={t`It finds the importers of any goods in the trade data, with how much and how often they buy, their suppliers and contacts.`}
      packagePath={props.packagePath}
    />
  );
}

// Trade search refused to a package without it (spec §6 trade search 64), as the partners report is.
import { useLingui } from "@lingui/react/macro";
import { PackageRefusal } from "../../widgets/package-refusal.tsx";

export function SoNotInPackage(props: { readonly packagePath: string }) {
  const { t } = useLingui();
  return (
    <PackageRefusal
      missing={t`Your package does not include trade search.`}
      offers={t`It finds companies in the trade data by name, goods, website or e-mail, with the contact details their records give.`}
      packagePath={props.packagePath}
    />
  );
}

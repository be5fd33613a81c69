// Trade search refused to a package without it (spec §6 trade search 64), as the partners report is.
import { useLingui } from "@lingui/react/macro";
import { NotInPackage } from "../../widgets/not-in-package.tsx";

export function SoNotInPackage(props: { readonly packagePath: string }) {
  const { t } = useLingui();
  return (
    <NotInPackage
      missing={t`Your package does not include trade search.`}
      gives={t`It finds companies in the trade data by name, goods, website or e-mail, with the contact details their records give.`}
      packagePath={props.packagePath}
    />
  );
}
